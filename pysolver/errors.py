"""The exceptions the command line turns into exit statuses (2: bad input, 3: a solver limit)."""

from __future__ import annotations


class MtgSolveError(Exception):
    """Base class of every error the CLI reports in one line."""

    exit_status = 1

    def lines(self) -> list[str]:
        """What to report, one line each."""
        return [str(self)]


class ScenarioError(MtgSolveError):
    """The scenario file is malformed: names the file, the field path and what is wrong."""

    exit_status = 2

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: {field}: " if field else f"{source}: "
        super().__init__(where + problem)

    def __reduce__(self) -> tuple[object, ...]:
        """Made again from its parts (sent from a worker process, pysolver.solving.workers)."""
        return type(self), (self.source, self.field, self.problem)


class ScenarioErrors(ScenarioError):
    """Several problems of one scenario, reported together (one line each, in the order found)."""

    def __init__(self, errors: list[ScenarioError]) -> None:
        self.errors = errors
        super().__init__(errors[0].source, errors[0].field, errors[0].problem)

    def lines(self) -> list[str]:
        return [str(e) for e in self.errors]

    def __reduce__(self) -> tuple[object, ...]:
        return type(self), (self.errors,)


class SolverLimitError(MtgSolveError):
    """A time or size limit of the solver was hit."""

    exit_status = 3
