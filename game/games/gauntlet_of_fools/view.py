"""What a seat may see, the copies the AI searches, and snapshots.

Everything is public (rulebook "Regole Addizionali") except the order of the encounter deck, the
cards the Wand showed or removed (its owner's alone) and Gladiator bets until they are all in.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.actions import Action, IllegalAction
from game.engine.rng import Rng
from game.engine.state import Decision

from .combat import (CLASSES, ENCOUNTERS, WEAPONS, Fight, Mods, attack_total, dice_count, hero_defense, hero_dice,
                     monster_numbers)
from .heroes import DEATH_WOUNDS, Hero
from .labels import prompt
from .odds import fight_odds
from .powers import BY_USE, usable

if TYPE_CHECKING:
    from .rules import GauntletState

PHASE_NAME = {"draft": "boasting"}


class ViewRules:
    __slots__ = ()

    def phase_name(self: "GauntletState") -> str:
        return "over" if self.over else PHASE_NAME.get(self.step, "gauntlet")

    def hero_view(self: "GauntletState", h: Hero) -> dict[str, Any]:
        return {
            "hero": h.index, "class": h.cls, "weapons": list(h.weapons), "seat": h.owner, "boasts": h.boast_list(),
            "class_tokens": h.class_tokens, "weapon_tokens": list(h.weapon_tokens), "wounds": h.wounds,
            "gold": h.gold, "defense": hero_defense(h), "dead": h.dead, "active": h.active, "rising": h.rising,
            "hangover": h.hangover, "powers": list(h.powers),
            "bonus": {"attack": h.attack_bonus, "defense": h.defense_bonus, "dice": h.dice_bonus,
                      "one_use_dice": h.one_use},
            "penalty": {"dice": h.dice_penalty, "defense": h.defense_penalty, "poison": h.poison, "curse": h.curse},
            "this_turn": {"defense": h.t_defense, "dice": h.t_dice, "axe": h.axe, "trapper": h.trapper,
                          "zealot": h.zealot, "holy_sword": h.holy, "priest": h.priest, "attack_zero": h.zero_now,
                          "cannot_die": h.scorpion, "curse": h.curse_now},
            "next_turn": {"attack_zero": h.axe_zero},
            "dice": max(0, hero_dice(h)), "wound_limit": DEATH_WOUNDS,
        }

    def fight_view(self: "GauntletState", f: Fight, seat: int | None = None) -> dict[str, Any]:
        h = self.heroes[f.hero]
        out: dict[str, Any] = {"hero": f.hero, "card": f.card, "phase": f.phase, "round": f.round,
                               "repeat": f.repeat, "mods": f.mods._asdict(), "dice": list(f.dice),
                               "dice_to_roll": dice_count(h, f), "spear": f.spear, "killed": f.killed,
                               "hit": f.hit, "dodged": f.dodged, "skipped": f.skipped, "outright_kill": f.auto_kill,
                               "outright_dodge": f.auto_dodge, "swapped": f.swap, "given_up": f.given_up}
        if f.dice or f.spear:
            out["attack"] = attack_total(h, f)
        if ENCOUNTERS[f.card].is_monster:
            out["monster_attack"], out["monster_defense"] = monster_numbers(h, f)
            out["odds"] = fight_odds(self, seat)
        return out

    def view(self: "GauntletState", seat: int | None) -> dict[str, Any]:
        secret_bets = self.step == "bets"
        bets = {str(k): (v if not secret_bets or (seat is not None and self.heroes[k].owner == seat) else "hidden")
                for k, v in self.bets.items()}
        owner = seat is not None and seat == self.wand_seat
        current = self.current_player()
        return {
            "game": self.game_id, "seat": seat, "players": self.players, "phase": self.phase_name(),
            "turn": self.turn, "first": self.first, "current": current, "over": self.over, "promos": self.promos,
            "heroes": [self.hero_view(h) for h in self.heroes], "seat_gold": self.seat_gold(),
            "deck": len(self.deck), "removed": len(self.removed), "discard": list(self.discard),
            "waiting": list(self.pending),
            "paths": [{"card": c, "mods": m._asdict()} for c, m in self.paths],
            "choices": {str(k): self.paths[v][0] for k, v in self.choice.items()},
            "bets": bets, "acting": list(self.order),
            "fight": self.fight_view(self.fight, seat) if self.fight else None,
            "wand": {"top": list(self.known), "removed": list(self.removed)} if owner else None,
            "result": self.result().to_json() if self.over else None,
            "prompt": prompt(self, seat),
            "deciding": current,
        }

    def determinize(self: "GauntletState", observer: int, rng: Rng) -> "GauntletState":
        s = self.clone()
        owner = observer == self.wand_seat
        seen = len(self.known) if owner else 0
        hidden = len(self.deck) - seen
        unseen = sorted(self.deck[:hidden] + ([] if owner else self.removed))
        rng.shuffle(unseen)
        s.deck = unseen[:hidden] + self.deck[hidden:]
        if not owner:
            s.removed = unseen[hidden:]
            s.known = []
        if self.step == "bets":
            for index in sorted(self.bets):
                h = self.heroes[index]
                if h.owner != observer:
                    s.bets[index] = rng.below(min(h.gold, ENCOUNTERS["gladiator"].numbers["gold"]) + 1)
        s.rng = rng.fork()
        return s

    def clone(self: "GauntletState") -> "GauntletState":
        s = type(self).__new__(type(self))
        s.players, s.rng, s.promos = self.players, self.rng.copy(), self.promos
        s.heroes = [h.copy() for h in self.heroes]
        s.first, s.drafter, s.turn = self.first, self.drafter, self.turn
        s.deck, s.removed, s.discard = list(self.deck), list(self.removed), list(self.discard)
        s.pending, s.paths = list(self.pending), list(self.paths)
        s.choice, s.bets = dict(self.choice), dict(self.bets)
        s.step, s.order, s.cursor = self.step, list(self.order), self.cursor
        s.fight = self.fight.copy() if self.fight else None
        s.queue = [f.copy() for f in self.queue]
        s.instances, s.wand_seat, s.known = self.instances, self.wand_seat, list(self.known)
        s.stack = [d.copy() for d in self.stack]
        s.over, s.opening_events, s._legal = self.over, [], None
        return s

    def to_snapshot(self: "GauntletState") -> dict[str, Any]:
        return {
            "players": self.players, "rng": self.rng.state, "promos": self.promos,
            "heroes": [h.to_json() for h in self.heroes], "first": self.first, "drafter": self.drafter,
            "turn": self.turn, "deck": list(self.deck), "removed": list(self.removed), "discard": list(self.discard),
            "pending": list(self.pending), "paths": [[c, list(m)] for c, m in self.paths],
            "choice": {str(k): v for k, v in self.choice.items()}, "bets": {str(k): v for k, v in self.bets.items()},
            "step": self.step, "order": list(self.order), "cursor": self.cursor,
            "fight": self.fight.to_json() if self.fight else None, "queue": [f.to_json() for f in self.queue],
            "instances": self.instances, "wand_seat": self.wand_seat, "known": list(self.known),
            "stack": [d.to_json() for d in self.stack], "over": self.over,
        }

    def _gauntlet_refusal(self: "GauntletState", decision: Decision, action: Action) -> IllegalAction:
        h = self.heroes[decision.data["hero"]] if "hero" in decision.data else None
        if action.verb == "use" and action.args and h is not None:
            name = str(action.args[0])
            powers = [p for (window, pid), p in BY_USE.items() if pid == name]
            if not powers:
                return IllegalAction(f"There is no ability called {name}.", "gauntlet.illegal.no_ability",
                                     ability=name)
            if not h.has(name) and name != "one-use-die":
                return IllegalAction(f"This hero does not have the {name} ability.", "gauntlet.illegal.not_yours",
                                     ability=name)
            matching = [p for p in powers if p.window == decision.kind]
            if not matching:
                return IllegalAction(f"The {name} ability is not used at this moment.",
                                     "gauntlet.illegal.wrong_moment", ability=name)
            if not usable(h, matching[0], self.fight):
                if self.fight is not None and ENCOUNTERS[self.fight.card].effect == "no-tokens":
                    return IllegalAction("No tokens may be spent against the Demon.", "gauntlet.illegal.demon")
                if h.priest and matching[0].token == "weapon":
                    return IllegalAction("After the Priest's healing, no weapon tokens this turn.",
                                         "gauntlet.illegal.priest")
                return IllegalAction(f"No token left to pay for {name}.", "gauntlet.illegal.no_token", ability=name)
            return IllegalAction(f"Using {name} now would change nothing.", "gauntlet.illegal.pointless",
                                 ability=name)
        options = ", ".join(str(a) for a in self.legal_actions())
        return IllegalAction(f"'{action}' is not possible now; choose one of: {options}.",
                             "gauntlet.illegal.choose", action=str(action), options=options)


def state_from_snapshot(cls: type["GauntletState"], data: dict[str, Any]) -> "GauntletState":
    s = cls(int(data["players"]), Rng.restore(int(data["rng"])), bool(data["promos"]))
    s.heroes = [Hero.from_json(h) for h in data["heroes"]]
    s.first, s.drafter, s.turn = int(data["first"]), int(data["drafter"]), int(data["turn"])
    s.deck, s.removed, s.discard = list(data["deck"]), list(data["removed"]), list(data["discard"])
    s.pending = list(data["pending"])
    s.paths = [(str(c), Mods(*m)) for c, m in data["paths"]]
    s.choice = {int(k): int(v) for k, v in data["choice"].items()}
    s.bets = {int(k): int(v) for k, v in data["bets"].items()}
    s.step, s.order, s.cursor = str(data["step"]), [int(i) for i in data["order"]], int(data["cursor"])
    s.fight = Fight.from_json(data["fight"]) if data["fight"] else None
    s.queue = [Fight.from_json(f) for f in data["queue"]]
    s.instances, s.wand_seat, s.known = int(data["instances"]), int(data["wand_seat"]), list(data["known"])
    s.stack = [Decision.from_json(d) for d in data["stack"]]
    s.over = bool(data["over"])
    cards = set(s.deck) | set(s.removed) | set(s.discard) | set(s.pending)
    if not cards <= set(ENCOUNTERS) or any(h.cls not in CLASSES or not set(h.weapons) <= set(WEAPONS)
                                           for h in s.heroes):
        raise ValueError("snapshot names a card Gauntlet of Fools does not have")
    return s
