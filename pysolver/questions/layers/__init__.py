"""The `layers` question (CR 613): characteristics after every continuous effect, the run's
result types (`model`), how a run is read back (`decode`, `outcomes`), the final board indexed
(`board`, which combat reads too), state-based actions (`state_based`), its history in words
(`explain`, `trace`), the table (`text`) and the dependency graph (`graph`)."""
