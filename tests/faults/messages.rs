//! Messages a user can act on: suggestions for misspelt names, inert control bytes.
