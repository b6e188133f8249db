"""The `layers` question (CR 613): characteristics after every continuous effect, the run's
result types (`model`), a scenario made ready for the engine (`prepare`: its text changes in
`text_changes`, the ability an `ability_of` activated in `activated`, the fixed sets of resolved
effects in `fixed_sets`), a land's lost copiable effects run again (`copies_lost`, 305.7), how the
runs are read back (`outcomes`: `decode`, the state-based actions in `state_based`, `notes`), its
history in words (`explain`, `trace`), the table (`text`) and the dependency graph (`graph`)."""
