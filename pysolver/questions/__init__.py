"""The questions the engine answers, one package each: `layers` (613), `combat` (508.1, 509.1),
`replace` (614-616) and `explore` (613.7 over every ordering). Each holds its question (the answer),
its model (the result types) and its text (the words of the answer)."""
