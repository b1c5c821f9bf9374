"""One hero against one encounter: before rolling, the roll, after rolling, the kill and its
treasure, the monster's attack, when hit, the damage, and what follows (rulebook "Attacco",
"Difesa"; FAQ of the encounters). Each phase either offers a decision or moves on by itself.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.events import Event
from game.engine.state import Decision

from .combat import BOASTS, ENCOUNTERS, Fight, attack_total, dice_count, hero_defense, monster_numbers
from .heroes import Hero
from .powers import use_power, wants_dice, window_options
from .treasure import TreasureRules

if TYPE_CHECKING:
    from .state import GauntletState

WINDOWS = frozenset(("before", "after", "hit", "kill"))  # decisions named after their ability window


class FightRules(TreasureRules):
    __slots__ = ()

    # --- the flow -------------------------------------------------------------------------------
    def _fight_step(self: "GauntletState", events: list[Event]) -> None:
        f = self.fight
        if f is None:
            if self.cursor >= len(self.order):
                self.step, self.cursor = "end", 0
                return
            h = self.heroes[self.order[self.cursor]]
            card, mods = self.paths[self.choice.get(h.index, 0)]
            self.instances += 1
            self.fight = Fight(h.index, card, mods, self.instances)
            return
        PHASES[f.phase](self, self.heroes[f.hero], f, events)

    def _next_fight(self: "GauntletState") -> None:
        if self.queue:
            self.fight = self.queue.pop(0)
        else:
            self.fight = None
            self.cursor += 1

    def _phase_begin(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        card = ENCOUNTERS[f.card]
        data = {"hero": h.index, "seat": h.owner, "card": f.card, "round": f.round, "repeat": f.repeat}
        if card.is_monster:
            data["attack"], data["defense"] = monster_numbers(h, f)
            data["mods"] = f.mods._asdict()
        events.append(Event("encounter_faced", data))
        f.phase = "before"
        if card.effect == "bet" and not f.repeat and f.round == 1 and h.index not in self.bets and h.gold > 0:
            self.push("bet", h, secret=False)

    def _phase_before(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        if f.skipped:
            f.phase = "over"
            return
        # More than the one way on (the Armsmaster's two ways to roll count): a decision.
        if not self._offer("before", h, self._before_options(h, f)):
            f.phase = "roll"

    def _before_options(self: "GauntletState", h: Hero, f: Fight) -> list[Action]:
        return self._before_extras(h, f) + window_options(self, h, f, "before") + self._proceed(h, f)

    def _offer(self: "GauntletState", kind: str, h: Hero, options: list[Action]) -> bool:
        """Asks only when there is a choice; the options just listed are the decision's legal actions."""
        if len(options) < 2:
            return False
        self.push(kind, h)
        self._legal = options
        return True

    def _before_extras(self: "GauntletState", h: Hero, f: Fight) -> list[Action]:
        """The monster's own ways round a fight: pay the Mercenary, slip past the Behemoth."""
        effect = ENCOUNTERS[f.card].effect
        if effect == "skip-for-gold" and h.gold >= ENCOUNTERS[f.card].numbers["gold"]:
            return [Action("bribe")]
        if effect == "skip-for-weapon-token" and not h.priest:
            return [Action("sneak-past", (w,)) for i, w in enumerate(h.weapons) if h.weapon_tokens[i] > 0]
        return []

    def _proceed(self: "GauntletState", h: Hero, f: Fight) -> list[Action]:
        if not wants_dice(h, f):
            return [Action("go")]
        if len(h.weapons) > 1:  # the Armsmaster rolls either weapon's dice (FAQ "Armsmaster")
            return [Action("roll", (w,)) for w in h.weapons]
        return [Action("roll")]

    def _phase_roll(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        f.phase = "after"
        if wants_dice(h, f):
            f.dice = [self.rng.die() for _ in range(dice_count(h, f))]
            events.append(Event("dice_rolled", {"hero": h.index, "dice": list(f.dice), "all": list(f.dice),
                                                "weapon": h.weapons[f.weapon]}, chance=True))

    def _phase_after(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        if not self._offer("after", h, window_options(self, h, f, "after") + [Action("attack")]):
            f.phase = "attack"

    def _phase_attack(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        card = ENCOUNTERS[f.card]
        if not card.is_monster:
            self.special(h, f, events)
            return
        attack = 0 if h.priest else attack_total(h, f)
        defense = monster_numbers(h, f)[1]
        killed = f.auto_kill or (not h.priest and attack >= defense)
        events.append(Event("attack_made", {"hero": h.index, "card": f.card, "attack": attack, "defense": defense,
                                            "outright": f.auto_kill, "killed": killed}))
        if killed:
            self.kill(h, f, events)
        else:
            events.append(Event("monster_survived", {"hero": h.index, "card": f.card}))
            f.phase = "defend"

    def kill(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        """A kill: the Demonic Blade feeds at once (FAQ "Ooze"), the Hangover ends with the turn."""
        f.killed = h.killed = True
        if not h.holy:
            h.sober = True
        events.append(Event("monster_killed", {"hero": h.index, "card": f.card}))
        if "demonic-blade" in h.weapons:
            self.tokens(h, "weapon", 1, "demonic-blade", events, weapon=h.weapons.index("demonic-blade"))
        f.phase = "kill"

    def _phase_kill(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        if not self._offer("kill", h, window_options(self, h, f, "kill") + self._collect_options(h, f)):
            self.collect(h, f, "", events)
            f.phase = "defend"

    def _collect_options(self: "GauntletState", h: Hero, f: Fight) -> list[Action]:
        card = ENCOUNTERS[f.card]
        out = []
        if not f.given_up and card.effect == "kill-wound-for-gold" and not f.hellhound:
            out.append(Action("take-wound"))
        if not f.given_up and card.effect == "kill-gold-or-weapon-token":
            return out + [Action("collect", ("gold",)), Action("collect", ("weapon-token",))]
        return out + [Action("collect")]

    def _phase_defend(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        attack = monster_numbers(h, f)[0]
        defense = hero_defense(h)
        dodged = f.auto_dodge or (f.berserk and f.killed) or attack < defense
        if dodged:
            f.hit, f.dodged = False, True
            events.append(Event("dodged", {"hero": h.index, "card": f.card, "attack": attack, "defense": defense}))
            f.phase = "settle"
        else:
            f.hit = True
            events.append(Event("hit", {"hero": h.index, "card": f.card, "attack": attack, "defense": defense}))
            f.phase = "hit"

    def _phase_hit(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        if not f.hit:
            events.append(Event("dodged", {"hero": h.index, "card": f.card, "by": "ability"}))
            f.phase = "settle"
        elif not self._offer("hit", h, window_options(self, h, f, "hit") + [Action("take-hit")]):
            f.phase = "damage"

    def _phase_damage(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        f.phase = "settle"
        self.damage(h, f, events)

    def _phase_settle(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        """Killed and dodged: the Brass Golem's extra gold, then Blindfolded takes 1 gold of that kill."""
        f.phase = "troll"
        if not (f.killed and f.dodged):
            return
        h.clean = True
        card = ENCOUNTERS[f.card]
        if f.given_up:
            return
        if card.effect == "clean-kill-gold":
            f.kill_gold += card.numbers["gold"]
            self.gain_gold(h, card.numbers["gold"], f.card, events)
        if h.boasting("blindfolded") and f.kill_gold > 0:
            f.kill_gold -= BOASTS["blindfolded"].numbers["gold"]
            self.lose_gold(h, BOASTS["blindfolded"].numbers["gold"], "blindfolded", events)

    def _phase_troll(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        f.phase = "guardian"
        if (ENCOUNTERS[f.card].effect == "fight-twice" and not f.killed and not f.skipped and f.round == 1):
            self.push("troll", h)

    def _phase_guardian(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        f.phase = "adventurer"
        if ENCOUNTERS[f.card].effect == "kill-extra-encounter" and f.killed and not f.given_up:
            card = self.extra_encounter(events)
            if card is not None:
                self.push("guardian", h, card=card)

    def _phase_adventurer(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        f.phase = "over"
        if not f.repeat and not f.skipped and "adventurer" in h.powers and h.class_tokens > 0:
            self.push("adventurer", h)

    def _phase_over(self: "GauntletState", h: Hero, f: Fight, events: list[Event]) -> None:
        if ENCOUNTERS[f.card].effect == "bet" and h.index in self.bets and not f.repeat:
            bet = self.bets.pop(h.index)
            if f.skipped:
                self.gain_gold(h, bet, "bet-returned", events)
        events.append(Event("fight_over", {"hero": h.index, "card": f.card, "killed": f.killed, "hit": f.hit,
                                           "skipped": f.skipped, "wounds": h.wounds, "gold": h.gold}))
        self._next_fight()

    # --- decisions ------------------------------------------------------------------------------
    def _fight_options(self: "GauntletState", decision: Decision) -> list[Action]:
        h = self.heroes[decision.data["hero"]]
        f = self.fight
        kind = decision.kind
        if kind == "before":
            assert f is not None
            return self._before_options(h, f)
        if kind == "after":
            assert f is not None
            return window_options(self, h, f, "after") + [Action("attack")]
        if kind == "hit":
            assert f is not None
            return window_options(self, h, f, "hit") + [Action("take-hit")]
        if kind == "kill":
            assert f is not None
            return window_options(self, h, f, "kill") + self._collect_options(h, f)
        return self._small_options(h, decision)

    def _fight_act(self: "GauntletState", decision: Decision, action: Action, events: list[Event]) -> None:
        h = self.heroes[decision.data["hero"]]
        f = self.fight
        kind = decision.kind
        if kind in WINDOWS and action.verb == "use":
            assert f is not None
            use_power(self, h, f, kind, action, events)
            if kind == "hit" and f.hit and action.args[0] == "sword":
                f.phase = "defend"  # more Defense: the monster's attack is compared again
            return
        if kind == "before":
            assert f is not None
            self._before_act(h, f, action, events)
        elif kind == "after":
            assert f is not None
            f.phase = "attack"
        elif kind == "hit":
            assert f is not None
            f.phase = "damage"
        elif kind == "kill":
            assert f is not None
            if action.verb == "take-wound":
                self.wound(h, 1, "hellhound", events)
                f.hellhound = True
            else:
                self.collect(h, f, str(action.args[0]) if action.args else "", events)
                f.phase = "defend"
        else:
            self._small_act(h, decision, action, events)

    def _before_act(self: "GauntletState", h: Hero, f: Fight, action: Action, events: list[Event]) -> None:
        if action.verb == "bribe":
            self.lose_gold(h, ENCOUNTERS[f.card].numbers["gold"], "bribe", events)
            f.skipped = True
            events.append(Event("encounter_skipped", {"hero": h.index, "card": f.card, "by": "bribe"}))
        elif action.verb == "sneak-past":
            self.tokens(h, "weapon", -1, "use sneak-past", events, weapon=h.weapons.index(str(action.args[0])),
                        spent=True)
            f.skipped = True
            events.append(Event("encounter_skipped", {"hero": h.index, "card": f.card, "by": "sneak-past"}))
        else:
            if action.verb == "roll" and action.args:
                f.weapon = h.weapons.index(str(action.args[0]))
            f.phase = "roll"


PHASES = {name[len("_phase_"):]: method for name, method in vars(FightRules).items() if name.startswith("_phase_")}
