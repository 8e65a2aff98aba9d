### The terms of the games: one word per concept, defined once and used by the messages as
### { -name }. A term shared by every game has no game in its name; a game's own term starts
### with its family (`-rikken-called-ace`). An attribute named after a game family gives the
### word that game's own players say (German, Tyrolean, Dutch, Italian): `tricktutor glossary`
### reads them from this English file only, so a language's file holds the values alone.
### A variant wrongly used for a term is listed in `wrong-terms.txt`, and `check` reports it.

## Shared by every game
-trick = trick
    .gaigel = Stich
    .rikken = slag
    .marglia = presa
    .vier-anderle = Stich
    .perlaggen = Stich
-trump = trump
    .gaigel = Trumpf
    .rikken = troef
    .marglia = briscola
    .vier-anderle = Tarock
    .perlaggen = Trumpf
-lead = lead
    .gaigel = ausspielen
    .rikken = uitkomen
    .vier-anderle = ausspielen
    .perlaggen = ausspielen
-follow-suit = follow suit
    .gaigel = bedienen
    .rikken = bekennen
    .vier-anderle = bedienen
    .perlaggen = bedienen
-overtrump = overtrump
    .gaigel = übertrumpfen
    .rikken = overtroeven
    .vier-anderle = übertrumpfen
-suit = suit
    .gaigel = Farbe
    .rikken = kleur
    .marglia = seme
    .vier-anderle = Farbe
    .perlaggen = Farbe
-dealer = dealer
    .gaigel = Geber
    .rikken = gever
    .marglia = mazziere
    .vier-anderle = Geber
    .perlaggen = Geber
-partner = partner
    .gaigel = Partner
    .rikken = maat
    .marglia = compagno
    .perlaggen = Partner
-deal = deal
-seat = seat
-card-points = card points
-lesson = lesson

## Gaigel
-gaigel-marriage = marriage
    .gaigel = Paar
-gaigel-knock = knock
-gaigel-stock = stock
-gaigel-ober = Ober
    .gaigel = Ober
-gaigel-unter = Unter
    .gaigel = Unter

## Rikken
-rikken-bid = bid
    .rikken = bod
-rikken-auction = auction
-rikken-holder = holder
-rikken-contract = contract
-rikken-called-ace = called ace
    .rikken = gevraagde aas
-rikken-call-ace = call an ace
    .rikken = een aas vragen
-rikken-blind = blind
-rikken-chips = chips
    .rikken = fiches
-rikken-made-value = value for making the contract
-rikken-failed-value = value for failing the contract
-rikken-overtricks = overtricks
-rikken-undertricks = undertricks

## Marglia and Maniglia
-marglia-frillo = frillo
    .marglia = frillo
-marglia-cups = Cups
    .marglia = coppe
-marglia-coins = Coins
    .marglia = denari
-marglia-batons = Batons
    .marglia = bastoni
-marglia-swords = Swords
    .marglia = spade
-marglia-king = king (Re)
    .marglia = re
-marglia-knight = knight (Cavallo)
    .marglia = cavallo
-marglia-knave = knave (Fante)
    .marglia = fante

## Vier-Anderle and Japanisch Vier-Anderle
-vier-anderle-pot = pot
-vier-anderle-in = in
-vier-anderle-out = out
-vier-anderle-skus = Sküs
    .vier-anderle = Sküs
-vier-anderle-cavalier = Cavalier
    .vier-anderle = Reiter
-vier-anderle-head = head the trick

## Perlaggen
-perlaggen-wild-card = wild card
    .perlaggen = Perlagg
-perlaggen-weli = Weli
    .perlaggen = Weli
-perlaggen-baptise = baptise
    .perlaggen = taufen
-perlaggen-figure = figure
-perlaggen-gleich = Gleich
    .perlaggen = Gleich
-perlaggen-hanger = Hanger
    .perlaggen = Hanger
-perlaggen-spiel = Spiel
    .perlaggen = Spiel
-perlaggen-bet = bet
    .perlaggen = bieten
-perlaggen-proof = proof
-perlaggen-conceded = conceded
