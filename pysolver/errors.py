"""The exceptions the command line turns into exit statuses (2: bad input, 3: a solver limit)."""

from __future__ import annotations


class MtgSolveError(Exception):
    """Base class of every error the CLI reports in one line."""

    exit_status = 1


class ScenarioError(MtgSolveError):
    """The scenario file is malformed: names the file, the field path and what is wrong."""

    exit_status = 2

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: {field}: " if field else f"{source}: "
        super().__init__(where + problem)


class SolverLimitError(MtgSolveError):
    """A time or size limit of the solver was hit."""

    exit_status = 3
