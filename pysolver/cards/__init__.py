"""Cards: reading Oracle text into the engine's facts (`pysolver.cards.oracle`)."""
