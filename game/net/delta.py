"""What changed between two views, as a list of changes a seat applies to the view it holds: after a
move most of a table is as it was (the cards on it, the other players' boards), so a seat is sent the
few places that changed rather than its whole view again.

A change is ``[path, value]`` (set what the path leads to) or ``[path]`` (remove that key); a path is
the keys and list indices from the top. Lists whose length changed are set whole. Both views are JSON
as it is sent (objects with text keys, lists, text, numbers, true, false, null).
"""
from __future__ import annotations

from typing import Any

Path = list[str | int]
Change = list[Any]


def diff(old: Any, new: Any, path: Path | None = None) -> list[Change]:
    """The changes that turn ``old`` into ``new``."""
    path = path or []
    if old == new:
        return []
    if isinstance(old, dict) and isinstance(new, dict):
        out: list[Change] = [[[*path, key]] for key in old if key not in new]
        for key, value in new.items():
            out += diff(old[key], value, [*path, key]) if key in old else [[[*path, key], value]]
        return out
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        return [change for i, (a, b) in enumerate(zip(old, new)) for change in diff(a, b, [*path, i])]
    return [[path, new]]


def apply(view: Any, changes: list[Change]) -> Any:
    """``view`` with ``changes`` made, leaving ``view`` itself as it was (a table elsewhere may hold it);
    ``ValueError`` for a change that does not fit the view."""
    for change in changes:
        if not isinstance(change, list) or len(change) not in (1, 2) or not isinstance(change[0], list):
            raise ValueError("not a change")
        path = change[0]
        if not path:
            if len(change) == 1:
                raise ValueError("the whole view removed")
            view = change[1]
            continue
        view = _copy(view)
        holder = view
        for step in path[:-1]:
            child = _copy(_at(holder, step))
            holder[step] = child
            holder = child
        last = path[-1]
        if len(change) == 2:
            if isinstance(holder, list):
                _at(holder, last)
            elif not isinstance(holder, dict) or not isinstance(last, str):
                raise ValueError("a change beside the view")
            holder[last] = change[1]
        elif isinstance(holder, dict) and last in holder:
            del holder[last]
        else:
            raise ValueError("a key removed that is not there")
    return view


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    raise ValueError("a path through a value")


def _at(holder: Any, step: Any) -> Any:
    if isinstance(holder, dict) and isinstance(step, str) and step in holder:
        return holder[step]
    if isinstance(holder, list) and isinstance(step, int) and not isinstance(step, bool) and 0 <= step < len(holder):
        return holder[step]
    raise ValueError("a path that is not in the view")
