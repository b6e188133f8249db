"""Solving a board: the multi-shot runner of the layer engine (`runner`), its time, size and
memory limits (`limits`) and the rewriting of the layer programs for many boards in one Control
(`boards`)."""
