//! Progress is never lost or misreported: merged saves, newer files kept, failed saves said.
