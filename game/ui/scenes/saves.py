"""Save and load dialogs over the saves folder: each save shows its game, seats, turn and date.

A save that cannot be read is listed with the engine's reason and refused with that message when
chosen; nothing is written over it.
"""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine import saves

from .. import theme
from game.i18n import t
from ..session import Session
from ..widgets.controls import Button, TextField
from ..scene import scene
from ..tables import title
from .overlays import Overlay
from .table import open_save

if TYPE_CHECKING:
    from ..app import App

ROWS = 6


def describe_header(header: dict[str, Any]) -> str:
    seats = " · ".join(s.get("name", "?") + (" (" + t("seat.kind.ai") + ")" if s.get("kind") == "ai" else "")
                       for s in header.get("seats", []))
    when = header.get("updated", "")
    try:
        when = datetime.fromisoformat(when).astimezone().strftime("%Y-%m-%d %H:%M")
    except (TypeError, ValueError):
        when = str(when)  # a hand-edited header keeps its text: the list still shows the save
    turn = t("saves.finished") if header.get("finished") else t("saves.turn", n=header.get("turn", "?"))
    return f"{seats} · {turn} · {when}"


def slug(name: str) -> str:
    text = re.sub(r"[^\w-]+", "-", name.strip().lower(), flags=re.UNICODE).strip("-")
    return text[:60] or "save"


class SaveList(Overlay):
    """The list of saves, a page at a time; subclasses say what choosing one does."""

    title_key = ""

    def __init__(self, app: "App") -> None:
        super().__init__(app, (880, 640))
        self.entries = saves.list_saves(app.saves_dir)
        self.page = 0
        self.message = ""
        self._rows()

    def _rows(self) -> None:
        self.form.clear()
        for i, (path, header, problem) in enumerate(self.entries[self.page * ROWS:(self.page + 1) * ROWS]):
            rect = pygame.Rect(self.box.x + 40, self.box.y + 96 + i * 68, self.box.width - 80, 60)
            self.form.add(Button(rect, lambda p=path, h=header: self._title(p, h),
                                 lambda p=path: self.choose(p), hint=lambda h=header, e=problem: self._hint(h, e),
                                 name=f"save:{path.name}"))
        pages = max(1, -(-len(self.entries) // ROWS))
        if pages > 1:
            self.form.add(Button(pygame.Rect(self.box.x + 40, self.box.bottom - 76, 56, 44), lambda: "‹",
                                 lambda: self._turn(-1), name="previous"))
            self.form.add(Button(pygame.Rect(self.box.x + 104, self.box.bottom - 76, 56, 44), lambda: "›",
                                 lambda: self._turn(1), name="next"))
        self.form.add(Button(pygame.Rect(self.box.right - 200, self.box.bottom - 76, 160, 44), lambda: t("common.back"),
                             self.close, name="back"))
        self.extra_controls()

    def extra_controls(self) -> None: ...

    def _turn(self, step: int) -> None:
        pages = max(1, -(-len(self.entries) // ROWS))
        self.page = (self.page + step) % pages
        self._rows()

    @staticmethod
    def _title(path: Path, header: dict[str, Any] | None) -> str:
        if header is None:
            return path.name
        return f"{title(str(header.get('game')))} — {path.stem}"

    @staticmethod
    def _hint(header: dict[str, Any] | None, problem: str | None) -> str:
        return describe_header(header) if header is not None else (problem or "")

    def choose(self, path: Path) -> None: ...

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, t(self.title_key), (self.box.x + 40, self.box.y + 32), theme.HEADING, theme.TEXT, bold=True)
        if not self.entries:
            fonts.draw(surface, t("saves.none"), (self.box.x + 40, self.box.y + 112), theme.BODY, theme.TEXT_SOFT)
        if self.message:
            fonts.draw(surface, self.message, (self.box.x + 40, self.box.bottom - 100), theme.SMALL, theme.GOLD)


@scene("load")
class LoadScene(SaveList):
    title_key = "load.title"

    def choose(self, path: Path) -> None:
        try:
            loaded = saves.load(path)
        except saves.SaveError as error:
            self.app.dialog(t("load.refused"), str(error))
            return
        open_save(self.app, loaded)


@scene("save")
class SaveScene(SaveList):
    title_key = "save.title"

    def __init__(self, app: "App", session: Session) -> None:
        self.session = session
        match = session.match
        self.name = f"{title(match.game.id)} {t('saves.turn', n=match.state.turn_number())}"
        self._confirm: Path | None = None
        super().__init__(app)

    def extra_controls(self) -> None:
        y = self.box.bottom - 132
        self.field = TextField(pygame.Rect(self.box.x + 40, y, 520, 44), self.name, self._rename, 48, name="name")
        self.form.add(self.field)
        self.form.add(Button(pygame.Rect(self.box.x + 576, y, 264, 44), lambda: t("save.button"), self.save,
                             primary=True, name="save"))
        self.form.set_focus(self.field)

    def _rename(self, text: str) -> None:
        self.name = text
        self._confirm = None

    def choose(self, path: Path) -> None:
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
            saves.save(self.session.copy_of_match(), path)
        except OSError as error:
            self.app.dialog(t("save.title"), t("save.failed", error=error.strerror or str(error)))
            return
        self.close()
        self.app.dialog(t("save.title"), t("save.done", name=path.stem))
