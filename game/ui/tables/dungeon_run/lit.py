"""What the pending decision lights on the Dungeon Run table: the answers in a fixed order (for Tab,
Enter and the gestures the bench and the tests make), where each is on screen, the
hard AI's hint among them, and the piece being dragged."""
from __future__ import annotations

from typing import Any

import pygame

from game.engine.actions import Action
from game.engine.state import View

from game.games.dungeon_run.narrate import card_name

from ... import theme
from ...widgets.drag import Drag
from ..base import Gesture, Table
from .assign import FOE, Assignment
from .board import hero_center
from .heroes import HeroPanel
from .choices import layout
from .layout import MAP, choice_area
from .faces import initial
from .mapview import Camera, draw_encounter, draw_token, monster_rect
from .targets import Targets, monsters_on_map
from .tray import Tray, fight_roll

Cell = tuple[int, int]


class LitTable(Table):
    """The lit answers; the table proper (input, drawing, the scene's contract) builds on this."""

    camera: Camera
    targets: Targets
    tray: Tray
    drag: Drag
    panel: HeroPanel
    hint: Action | None
    rotation_index: int
    last_roll: Any
    assignment: Assignment | None

    def show_hint(self, action: Action) -> bool:
        """Lights the hard AI's move (the hint key) when it is answered on the table (the scene's focus
        ring goes there too); False leaves it to the decision bar."""
        if action.verb == "rotate" and int(action.args[0]) in self.targets.rotations:
            self.rotation_index = sorted(self.targets.rotations).index(int(action.args[0]))
        for _, _, candidate in self.answers():
            if candidate == action:
                self.hint = action
                return True
        return False

    def hinted_place(self) -> pygame.Rect | None:
        """Where the hinted answer is on screen: a tile, a monster, or a wound slot in the tray."""
        for kind, what, candidate in self.answers():
            if candidate != self.hint:
                continue
            if kind in ("move", "cell", "place"):
                return self.camera.cell_rect(what).inflate(-16, -16)
            if kind == "wander":
                return self.camera.cell_rect(what[1]).inflate(-16, -16)
            if kind == "card":
                return self.panel.zones.get(what[1])
            if kind == "choose":
                return self.choice_rects().get(what)
            if kind == "monster":
                return monster_rect(self.camera, monsters_on_map(self.view).get(what, (0, 0)) if self.view else (0, 0))
        return None

    def _show_targets(self) -> None:
        """Moves the camera so that every lit place is on screen (a wandering monster far from the
        active hero, the cells the Lord's room may go to)."""
        if self.view is None or not self.targets.any:
            return
        monsters = monsters_on_map(self.view)
        cells = set(self.lit_cells()) | {c for m in self.targets.monster_moves for c in self.targets.monster_moves[m]}
        cells |= {monsters[m] for m in list(self.targets.monster_clicks) + list(self.targets.monster_moves)
                  if m in monsters}
        inner = MAP.inflate(-self.camera.side, -self.camera.side)
        if any(not inner.collidepoint(self.camera.to_screen(c)) for c in cells):
            self.camera.fit(sorted(cells), closest=self.camera.zoom_index)  # brought into view, not closer

    def _submit(self, action: Action) -> None:
        """An answer made on the table: the input closes and the zoom waits for the pointer to move."""
        self.open_input(None)
        self.zoom.hold()
        self.ctx.submit(action)

    def rotation(self) -> int:
        rotations = sorted(self.targets.rotations)
        return rotations[self.rotation_index % len(rotations)] if rotations else 0

    def dragged_hero(self) -> int | None:
        item = self.drag.item if self.drag.dragging else None
        return item[1] if item and item[0] == "hero" else None

    def dragged_monster(self) -> str | None:
        item = self.drag.item if self.drag.dragging else None
        return item[1] if item and item[0] == "monster" else None

    def lit_cells(self) -> set[Cell]:
        tg = self.targets
        if self.legal is None:
            return set()
        monster = self.dragged_monster()
        if monster is not None:
            return set(tg.monster_moves.get(monster, {}))
        cells = set(tg.hero_moves) | set(tg.cell_clicks)
        if tg.place is not None:
            cells.add(tg.place)
        return cells

    def answers(self) -> list[tuple[str, Any, Action]]:
        """Every lit answer in a fixed order, for Tab, Enter and the gestures."""
        tg = self.targets
        out: list[tuple[str, Any, Action]] = []
        out += [("move", cell, a) for cell, a in sorted(tg.hero_moves.items())]
        out += [("monster", m, a) for m, a in sorted(tg.monster_clicks.items())]
        out += [("wander", (m, cell), a) for m, moves in sorted(tg.monster_moves.items())
                for cell, a in sorted(moves.items()) if tg.cell_clicks.get(cell) != a]
        out += [("cell", cell, a) for cell, a in sorted(tg.cell_clicks.items())]
        if tg.rotations and tg.place is not None:
            out.append(("place", tg.place, tg.rotations[self.rotation()]))
        out += [("cancel", n, a) for n, a in sorted(tg.cancels.items())]
        out += [("card", what, a) for what, a in sorted(tg.card_drags.items(), key=lambda item: str(item[0]))]
        out += [("choose", card, a) for card, a in tg.cards.items()]
        return out

    def choice_rects(self) -> dict[str, pygame.Rect]:
        """Where each card to choose between lies over the map."""
        cards = list(self.targets.cards)
        return dict(zip(cards, layout(len(cards), choice_area(len(cards)))))

    def focus_cell(self) -> Cell | None:
        """The hinted answer's cell, glowing in full among the lit ones."""
        answer = next(((kind, what) for kind, what, a in self.answers() if a == self.hint), None)
        if answer is None:
            return None
        kind, what = answer
        return what if kind in ("move", "cell", "place") else what[1] if kind == "wander" else None

    def roll(self) -> Any:
        if self.view is not None and (self.view.get("prompt") or {}).get("kind") == "fight":
            roll = fight_roll(self.view["prompt"])
            last = self.last_roll
            if not roll.foe_dice and last is not None and last.foe == roll.foe:
                roll.foe_dice = list(last.foe_dice)  # a prompt without the attack roll: the one just shown
            return roll
        return self.last_roll

    def _monster_center(self, monster: str) -> tuple[int, int]:
        cell = monsters_on_map(self.view or {"dungeon": {"tiles": []}}).get(monster, (0, 0))
        return monster_rect(self.camera, cell).center

    def _hero_center(self) -> tuple[int, int]:
        assert self.view is not None and self.perspective is not None
        return hero_center(self, self.view, self.perspective)

    def gestures(self) -> list[Gesture]:
        if self.legal is None or self.view is None:
            return []
        out = []
        roll = self.roll()
        for kind, what, action in self.answers():
            if kind == "move":
                start, end = self._hero_center(), self.camera.to_screen(what)
            elif kind == "monster":
                start = end = self._monster_center(what)
            elif kind == "wander":
                start, end = self._monster_center(what[0]), self.camera.to_screen(what[1])
            elif kind in ("cell", "place"):
                start = end = self.camera.to_screen(what)
            elif kind == "choose":
                start = end = self.choice_rects()[what].center
            elif kind == "card":
                chip, zone = self.panel.owned.get((self.perspective, what[0])), self.panel.zones.get(what[1])
                if chip is None or zone is None:
                    continue
                out.append(Gesture(chip.center, zone.center, action))
                continue
            else:
                out += self._assign_gestures(roll, what, action)
                continue
            if MAP.collidepoint(start) and MAP.collidepoint(end):
                out.append(Gesture(start, end, action))
        return out

    def focus_rect(self, point: tuple[int, int]) -> pygame.Rect:
        """The card on offer, the chip, the place or the tray's button at ``point``; a cell's square else."""
        rects = [*self.choice_rects().values(), *self.panel.owned.values(), *self.panel.zones.values()]
        if self.assignment is not None:
            rects.append(self.tray.send_rect())
        return next((rect for rect in rects if rect.center == point), None) or super().focus_rect(point)

    def _assign_gestures(self, roll: Any, cancel: int, action: Action) -> list[Gesture]:
        """The moves that send ``cancel`` at once: the tray's button, when the dice placed so far
        (the rest wounding) come to it, or the last die still in hand dropped where it completes it."""
        a = self.assignment
        if a is None:
            return []
        out = []
        if a.action() == action:
            out.append(Gesture(self.tray.send_rect().center, self.tray.send_rect().center, action))
        left = [die for die in a.movable() if die not in a.placed]
        if len(left) == 1:
            die = left[0]
            home = self.tray.hero_die_rects(roll)[die].center
            for place in sorted(a.places(die)):
                if a.blocking(without=die) + (place != FOE) == cancel:
                    end = self.tray.foe_rect().center if place == FOE else self.tray.wound_rects(roll)[place - 1].center
                    out.append(Gesture(home, end, action))
                    break
        return out

    def _draw_dragged(self, surface: pygame.Surface, view: View) -> None:
        if not self.drag.dragging:
            return
        kind, what = self.drag.item
        if kind == "hero":
            hero = view["heroes"][what]
            draw_token(surface, self.ctx.fonts, self.drag.shown, what, initial(hero), self.camera.side, active=True)
        elif kind == "monster":
            rect = monster_rect(self.camera, (0, 0))
            rect.center = (round(self.drag.shown[0]), round(self.drag.shown[1]))
            draw_encounter(surface, self.ctx.fonts, rect, what, 0, None)
        elif kind == "die":
            roll = self.roll()
            self.tray.dice.draw(surface, self.drag.shown, roll.dice[what], marked=True)
        elif kind == "card":
            label = self.ctx.fonts.render(card_name(what), 12, theme.INK, bold=True)
            rect = label.get_rect(center=(round(self.drag.shown[0]), round(self.drag.shown[1]))).inflate(14, 8)
            pygame.draw.rect(surface, theme.GOLD, rect, border_radius=5)
            surface.blit(label, label.get_rect(center=rect.center))
