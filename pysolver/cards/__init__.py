"""Card data: the Oracle corpus read in (`corpus`), the compiled library built from it and read back
by name (`compiled`, `names`), the user's imported library (`importing`)."""
