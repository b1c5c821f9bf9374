"""Save and load dialogs over the saves folder: each save shows its game, seats, turn and date.

The list keeps three groups apart: the player's saves, the example saves that come with the game
(loaded, never changed), and the files that cannot be read, each with the engine's reason. A save
or a broken file can be deleted after a second press; nothing is ever written over a file the
engine refused.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import autosaves, paths, saves
from game.i18n import t

from .. import theme
from ..scene import scene
from ..save_words import save_line, save_name, where
from ..session import Session
from ..tables import title
from ..widgets.controls import Button, TextField
from .overlays import Overlay
from .replay_seats import replay_save
from .table import open_save

if TYPE_CHECKING:
    from ..app import App

ROWS = 7
ROW_H = 60  # a save's name and its line beneath, one under the other
# The example saves that ship with the app: inside the installed package (the wheel, the standalone
# app), at the top of a source checkout.
EXAMPLES = paths.shipped("saves")


@dataclass(frozen=True)
class Row:
    """One line of the list: a heading (path None) or a file of a group."""

    group: str  # "saves", "examples" or "broken"
    path: Path | None = None
    header: dict[str, Any] | None = None
    problem: str | None = None


def slug(name: str) -> str:
    text = re.sub(r"[^\w-]+", "-", name.strip().lower(), flags=re.UNICODE).strip("-")
    return text[:60] or "save"


def paginate(rows: list[Row], per_page: int) -> list[list[Row]]:
    """Pages of at most ``per_page`` rows, a heading never last on a page (it goes with its files)."""
    pages: list[list[Row]] = [[]]
    for index, row in enumerate(rows):
        last_slot = len(pages[-1]) == per_page - 1
        if len(pages[-1]) == per_page or (row.path is None and last_slot and index + 1 < len(rows)):
            pages.append([])
        pages[-1].append(row)
    return pages


def listing(folder: Path, examples: Path | None) -> list[Row]:
    """The rows to show: good saves, examples, broken files, each group under its heading."""
    rows = saves.list_saves(folder)
    groups: dict[str, list[Row]] = {
        "saves": [Row("saves", p, h) for p, h, _ in rows if h is not None],
        "examples": [Row("examples", p, h) for p, h, _ in saves.list_saves(examples)
                     if h is not None] if examples is not None and examples.is_dir() else [],
        "broken": [Row("broken", p, None, e) for p, h, e in rows if h is None],
    }
    out: list[Row] = []
    for group, members in groups.items():
        if members:
            out += [Row(group)] + members
    return out


class SaveList(Overlay):
    """The list of saves, a page at a time; subclasses say what choosing one does."""

    title_key = ""
    examples: Path | None = None
    replays = False  # each save has a button that replays it on its table

    def __init__(self, app: "App") -> None:
        super().__init__(app, (1280, 680))
        self.page = 0
        self.message = ""
        self._delete: Path | None = None  # pressed once: a second press deletes
        self.rows: list[Row] = []
        # Taller rows at a larger text size, fewer of them a page: the list keeps its room.
        fonts = app.fonts
        self.row_h = max(ROW_H, fonts.line_height(theme.BODY) + fonts.line_height(theme.SMALL) + 14)
        self.per_page = ROWS * ROW_H // self.row_h
        self._reload()

    def _reload(self) -> None:
        self.rows = listing(self.app.saves_dir, self.examples)
        self.paged = paginate(self.rows, self.per_page)
        self.page = min(self.page, self.pages - 1)
        self._build()

    @property
    def pages(self) -> int:
        return len(self.paged)

    def _build(self) -> None:
        self.form.clear()
        for i, row in enumerate(self.paged[self.page]):
            if row.path is None:
                continue
            y = self.box.y + 88 + i * self.row_h
            replay = self.replays and row.group != "broken"
            width = self.box.width - 80 - (136 if row.group != "examples" else 0) - (136 if replay else 0)
            self.form.add(Button(pygame.Rect(self.box.x + 40, y, width, self.row_h - 8),
                                 lambda r=row: self._title(r), lambda r=row: self._choose(r),
                                 hint=lambda r=row: self._hint(r), name=f"save:{row.path.name}"))
            if replay:
                self.form.add(Button(pygame.Rect(self.box.x + 48 + width, y, 128, self.row_h - 8), lambda: t("replaying.replay"),
                                     lambda p=row.path: replay_save(self.app, p), name=f"replay:{row.path.name}"))
            if row.group != "examples":
                self.form.add(Button(pygame.Rect(self.box.right - 168, y, 128, self.row_h - 8),
                                     lambda p=row.path: t("saves.delete_sure") if self._delete == p
                                     else t("saves.delete"), lambda p=row.path: self._delete_pressed(p),
                                     name=f"delete:{row.path.name}"))
        bottom = self.box.bottom - 68
        if self.pages > 1:
            self.form.add(Button(pygame.Rect(self.box.x + 40, bottom, 56, 44), lambda: "‹",
                                 lambda: self._turn(-1), name="previous"))
            self.form.add(Button(pygame.Rect(self.box.x + 224, bottom, 56, 44), lambda: "›",
                                 lambda: self._turn(1), name="next"))
        self.form.add(Button(pygame.Rect(self.box.right - 200, bottom, 160, 44), lambda: t("common.back"),
                             self.close, name="back"))
        self.extra_controls()

    def extra_controls(self) -> None: ...

    def _turn(self, step: int) -> None:
        self.page = (self.page + step) % self.pages
        self._build()

    def _delete_pressed(self, path: Path) -> None:
        if self._delete != path:
            self._delete = path
            self.message = t("saves.delete_ask", name=path.stem)
            return
        self._delete = None
        try:
            saves.delete(path)
        except saves.SaveError as error:
            self.message = t("saves.delete_failed", name=path.stem, error=str(error))
        else:
            self.message = t("saves.deleted", name=path.stem)
        self._reload()

    @staticmethod
    def _title(row: Row) -> str:
        assert row.path is not None
        if row.header is None:
            return row.path.name
        return save_name(row.path, row.header, row.group == "examples")

    @staticmethod
    def _hint(row: Row) -> str:
        if row.header is None:
            return row.problem or ""
        return save_line(row.header, row.path is not None and autosaves.is_autosave(row.path))

    def _choose(self, row: Row) -> None:
        self._delete = None
        assert row.path is not None
        self.choose(row.path, row.group == "examples")

    def choose(self, path: Path, example: bool) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, t(self.title_key), (self.box.x + 40, self.box.y + 28), theme.HEADING, theme.TEXT, bold=True)
        if not self.rows:
            fonts.draw(surface, t("saves.none"), (self.box.x + 40, self.box.y + 112), theme.BODY, theme.TEXT_SOFT)
        for i, row in enumerate(self.paged[self.page]):
            if row.path is None:
                color = theme.RED if row.group == "broken" else theme.GOLD
                fonts.draw(surface, t(f"saves.group.{row.group}"), (self.box.x + 44, self.box.y + 88 + i * self.row_h + 36),
                           theme.BODY, color, bold=True, anchor="bottomleft")
        if self.pages > 1:
            fonts.draw(surface, t("saves.page", n=self.page + 1, of=self.pages),
                       (self.box.x + 160, self.box.bottom - 46), theme.BODY, theme.TEXT, anchor="center")
        if self.message:
            fonts.draw(surface, self.message,
                       (self.box.x + 40, self.box.y + 64), theme.SMALL, theme.GOLD, width=self.box.width - 80)


@scene("load")
class LoadScene(SaveList):
    title_key = "load.title"
    examples = EXAMPLES
    replays = True

    def choose(self, path: Path, example: bool) -> None:
        try:
            loaded = saves.load(path, upgrade=not example)  # an example is read, never rewritten
        except saves.SaveError as error:
            self.app.dialog(t("load.refused"), str(error))
            return
        open_save(self.app, loaded)


@scene("save")
class SaveScene(SaveList):
    title_key = "save.title"

    def __init__(self, app: "App", session: Session) -> None:
        self.session = session
        state = session.match.state
        count = state.round_number()
        self.name = f"{title(session.match.game.id)} " + where({"turn": state.turn_number(), "finished": False,
                                                              **({"round": count} if count is not None else {})})
        self._confirm: Path | None = None
        super().__init__(app)

    def extra_controls(self) -> None:
        y = self.box.bottom - 124
        self.field = TextField(pygame.Rect(self.box.x + 40, y, 560, 44), self.name, self._rename, 48, name="name")
        self.form.add(self.field)
        self.form.add(Button(pygame.Rect(self.box.x + 616, y, 304, 44), lambda: t("save.button"), self.save,
                             primary=True, name="save"))
        self.form.set_focus(self.field)

    def _rename(self, text: str) -> None:
        self.name = text
        self._confirm = None

    def choose(self, path: Path, example: bool) -> None:
        self.name = path.stem
        self.field.text = self.name
        self._confirm = None

    def save(self) -> None:
        path = self.app.saves_dir / f"{slug(self.name)}.json"
        if path.exists() and self._confirm != path:
            self._confirm = path
            self.message = t("save.exists", name=path.stem)
            return
        try:
            saves.save(self.session.match.copy(), path, title=self.name.strip() or None)
        except OSError as error:
            self.app.dialog(t("save.title"), t("save.failed", error=error.strerror or str(error)))
            return
        except saves.SaveError as error:  # a game the reader could not load back is not written
            self.app.dialog(t("save.title"), t("save.failed", error=str(error)))
            return
        self.close()
        self.app.dialog(t("save.title"), t("save.done", name=path.stem))
