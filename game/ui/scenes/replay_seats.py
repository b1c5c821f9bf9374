"""Opening a replay: the game is read (a save is never written by it) and the player says whose eyes
the replay is seen through. A finished game hides nothing any more, so it may also be watched with
the seat changed at any moment, or with every player's cards face up."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Callable

import pygame

from game.engine import saves
from game.engine.match import Match
from game.engine.tape import Tape
from game.review.review import Review
from game.review.store import kept
from game.i18n import t

from .. import theme
from ..scene import open_scene, scene
from ..review_task import BUDGET, kept_review
from ..tables import table_for, title
from ..tables.base import TableSpec
from ..widgets.chance_chart import draw_chart
from ..widgets.controls import Button
from .overlays import Overlay

if TYPE_CHECKING:
    from ..app import App


def replay_save(app: "App", path: Path) -> None:
    """The save at ``path`` replayed, read as it is: an old layout is not upgraded on the disk."""
    try:
        loaded = saves.load(path, upgrade=False)
    except saves.SaveError as error:
        app.dialog(t("load.refused"), str(error))
        return
    replay_match(app, loaded.match, kept(path, loaded.match, BUDGET))


def replay_match(app: "App", match: Match, review: Review | None = None) -> None:
    """``review``: the game's review where one was kept, charted beside a finished game's replay
    (besides the one kept beside the game's autosave)."""
    spec = table_for(match.game.id)
    if spec is None:
        app.dialog(t("replaying.title"), t("load.no_table", game=title(match.game.id)))
        return
    tape = Tape.of(match)
    if tape.finished:
        review = review or kept_review(match, app.saves_dir)
    else:
        review = None  # each seat's chances would tell the watcher of cards it could not see
    app.push(ReplaySeats(app, match, tape, spec, review))


def watchable(match: Match, tape: Tape) -> list[int]:
    """The seats whose eyes may watch: in an unfinished game, only the people of this screen, so that
    a replay (and a game played on from it) never shows an AI's or another computer's hidden cards; a
    game with nobody at this screen, or a finished one, hides nothing from its watcher."""
    everyone = list(range(len(match.seats)))
    if tape.finished:
        return everyone
    here = [i for i, seat in enumerate(match.seats) if seat.kind == "human"]
    return here or everyone


@scene("replay_seats")
class ReplaySeats(Overlay):
    def __init__(self, app: "App", match: Match, tape: Tape, spec: TableSpec, review: Review | None = None) -> None:
        self.match, self.tape, self.spec, self.review = match, tape, spec, review
        choices: list[tuple[str, Callable[[], None], str]] = [
            (match.seats[i].name, lambda i=i: self.open(i, free=False), f"seat:{i}") for i in watchable(match, tape)]
        if tape.finished:
            choices.append((t("replaying.every_seat"), lambda: self.open(0, free=True), "every"))
            choices.append((t("replaying.face_up"), lambda: self.open(0, free=True, face_up=True), "face_up"))
        choices.append((t("common.back"), self.close, "back"))
        super().__init__(app, (560, 176 + 56 * len(choices)))
        for row, (words, action, name) in enumerate(reversed(choices)):
            self.form.add(Button(self.button_rect(row), lambda words=words: words, action, name=name))
        self.form.controls.reverse()
        self.form.move_focus(1)

    def open(self, seat: int, free: bool, face_up: bool = False) -> None:
        self.close()
        open_scene(self.app, "replay", self.tape, self.match.seats, self.spec, seat, free, face_up)
        review, names = self.review, [held.name for held in self.match.seats]
        if review is not None:
            self.app.stack.top.set_chart(  # type: ignore[attr-defined]
                lambda surface, rect, ply: draw_chart(surface, self.app.fonts, review, names, rect, seat, at=ply))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        fonts = self.app.fonts
        fonts.draw(surface, t("replaying.title_game", game=title(self.match.game.id)),
                   (self.box.centerx, self.box.y + 44), theme.HEADING, theme.TEXT, bold=True, anchor="center")
        fonts.draw(surface, fonts.fit(t("replaying.whose_eyes"), self.box.width - 64, theme.BODY),
                   (self.box.centerx, self.box.y + 92), theme.BODY, theme.TEXT_SOFT, anchor="center")
