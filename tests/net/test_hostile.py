"""Well over a thousand malformed or hostile messages from a seated player (cut short, too long, of the
wrong types, unknown, another seat's actions, actions out of turn or stale, floods), sealed with the
connection's key so they reach the checks, and bytes not sealed with it: every one is answered with an
error or dropped with the connection, a peer that keeps at it is disconnected, and the game is
unchanged: it then ends exactly as it would have without them."""
from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

from game.engine.match import Match
from game.net.keyring import Keyring, Ticket
from game.net.links import STRIKES, Guard
from game.net.player import play
from game.net.protocol import HELLO, PEER, PEER_LIMIT, PROTOCOL, encode

from .helpers import CODE, LOOPBACK, Gated, Raw, local_result, open_host, player, seats_for, until

GAME = "monster-day"
LEVELS = ["random", "random"]
SEED = 31
FLOOD = 300
DROPPED_CODES = (1008, 1009, 1007)  # broke the rules, a frame too long, not UTF-8 text


def valid(secret: str, ply: int) -> list[str]:
    return [encode("hello", protocol=PROTOCOL, claim="code", seat=1, pake="0" * 66),
            encode("join", name="Eve"), encode("rejoin", secret=secret),
            encode("act", ply=ply, action="play the-author moons")]


def cut_short(secret: str, ply: int) -> list[str]:
    return [text[:n] for text in valid(secret, ply) for n in range(len(text))]


WRONG_VALUES: list[Any] = [None, True, -1, 10 ** 30, 1.5, "x", [], {}, "a" * 500, {"$where": "1"}, "__import__('os')"]


def wrong_types() -> list[str]:
    out = []
    for kind, fields in {**HELLO, **PEER}.items():
        good = {"protocol": PROTOCOL, "claim": "code", "pake": "0" * 66, "name": "Eve", "seat": 1, "secret": "0" * 64,
                "ply": 0, "action": "pass"}
        for field in fields:
            for value in WRONG_VALUES:
                out.append(json.dumps({"type": kind, **{f: good[f] for f in fields}, field: value}))
    return out


def unknown_and_shapeless() -> list[str | bytes]:
    kinds = ["eval", "exec", "view", "table", "welcome", "joined", "__import__", "", "ACT", "Act", "pickle", "hand"]
    out: list[str | bytes] = [json.dumps({"type": k, "seat": 1}) for k in kinds]
    out += ["[]", "null", "5", '"act"', "true", "{}", '{"kind": "act"}', '{"type": null}', '{"type": ["act"]}']
    out += [json.dumps({"type": "act", "ply": 0, "action": "pass", "seat": 1}),  # acting as another seat
            json.dumps({"type": "act", "ply": 0, "action": "pass", "as": 1}),
            json.dumps({"type": "leave", "seat": 1}), json.dumps({"type": "act"})]
    out += ["[" * 50 + "]" * 50, '{"a":' * 100 + "1" + "}" * 100, '{"type": "act", "ply": NaN, "action": "x"}',
            '{"type": "act", "ply": Infinity, "action": "x"}', '{"type": "act", "ply": ' + "7" * 400 + ', "action": "x"}',
            '{"type": "join", "name": "\\ud800"}', "\x00" * 100]
    out += [bytes(random.Random(n).randrange(256) for _ in range(n + 1)) for n in range(30)]  # binary frames
    return out


def too_long() -> list[str]:
    return ["x" * size for size in (PEER_LIMIT + 1, 8000, 30000, 60000)] + \
        [json.dumps({"type": "act", "ply": 0, "action": "a" * size}) for size in (PEER_LIMIT, 20000)] + \
        ["y" * size for size in (70000, 1_000_000)]  # past the connection's frame limit: dropped at once


def moves(host: Any, secret: str) -> list[str]:
    """Another seat's actions, this seat's own actions out of turn, stale and illegal ones, claims again."""
    state = host.match.state
    ply = len(host.match.actions)
    mine, theirs = state.hands[0], state.hands[1]
    out = [encode("act", ply=ply, action=f"play {card} {suit}") for card in theirs + mine
           for suit in ("moons", "suns", "waves", "leaves", "wyrms", "knots")]
    out += [encode("act", ply=p, action=str(a)) for p in (ply - 1, ply + 1, 10 ** 9) if p >= 0
            for a in state.legal_actions()]
    out += [encode("act", ply=ply, action=a) for a in ("pass", "play", "play no-such-card moons", "PLAY x", "-1",
                                                       "play the-author", "draw", "undo", "quit", "end-turn")]
    out += valid(secret, ply)  # a seated connection claiming a seat again
    # Never the one thing a player may do: a legal move of its own, in its turn.
    allowed = {encode("act", ply=ply, action=str(a)) for a in state.legal_actions()} if state.current_player() == 0 \
        else set()
    return [text for text in out if text not in allowed]


def fuzz(count: int) -> list[str]:
    rng = random.Random(SEED)
    alphabet = '{}[]":,0123456789abcdefghijklmnopqrstuvwxyz -_\\'
    return ["".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 120))) for _ in range(count)]


class Hostile:
    """A seated player's app gone bad: sends each message, counts the answers and the drops, and
    takes its seat back with its secret whenever the host lets it go."""

    def __init__(self, port: int, secret: str) -> None:
        self.port, self.secret = port, secret
        self.raw: Raw | None = None
        self.sent = self.answered = self.dropped = self.disconnections = 0
        self.codes: list[int | None] = []

    async def seat(self) -> Raw:
        if self.raw is None or self.raw.close_code is not None:
            if self.raw is not None:
                self.disconnections += 1
                self.codes.append(self.raw.close_code)
            self.raw = await Raw.open(self.port)
            joined = await self.raw.rejoin(0, self.secret)
            assert joined is not None and joined["type"] == "joined"
        return self.raw

    async def send(self, data: str | bytes) -> None:
        raw = await self.seat()
        self.sent += 1
        try:
            answer = await raw.ask(data)
        except TimeoutError:
            raise AssertionError(f"no answer to {data[:200]!r}") from None
        if answer is None:
            assert raw.close_code in DROPPED_CODES, raw.close_code
            self.dropped += 1
        else:
            assert answer["type"] in ("error", "refused"), answer
            self.answered += 1

    async def flood(self, messages: list[str]) -> None:
        """Sends without waiting, then reads what comes back until the host closes the connection."""
        raw = await self.seat()
        for text in messages:
            try:
                await raw.socket.send(text)
            except Exception:  # noqa: BLE001 - closed under the flood: the rest is dropped
                break
        answers = 0
        while (answer := await raw.answer()) is not None:
            assert answer["type"] == "error"
            answers += 1
        assert raw.close_code == 1008
        self.sent += len(messages)
        self.answered += answers
        self.dropped += len(messages) - answers


async def _barrage(folder: Path) -> None:
    host = await open_host(GAME, seats_for(LEVELS, [True, True]), SEED)
    try:
        eve = await Raw.open(host.port)
        joined = await eve.join(CODE, "Eve", 0)
        assert joined is not None
        secret = joined["secret"]
        await eve.close()
        bob_thinks = Gated(stop_at=1)
        bob = asyncio.create_task(play(player(host.port, "random", SEED, "Bob", 1), Keyring(folder / "bob.json"),
                                       bob_thinks))
        await until(lambda: host.started, what="the game to begin")
        before = (list(host.match.actions), host.match.state.to_snapshot())
        hostile = Hostile(host.port, secret)
        for text in (cut_short(secret, 0) + wrong_types() + unknown_and_shapeless() + too_long() +
                     moves(host, secret) + fuzz(300)):
            await hostile.send(text)
        await hostile.flood([encode("act", ply=0, action="pass")] * FLOOD)
        print(f"hostile: {hostile.sent} sent, {hostile.answered} answered, {hostile.dropped} dropped, "
              f"{hostile.disconnections} disconnections")
        assert hostile.sent >= 1000 and hostile.answered + hostile.dropped == hostile.sent
        assert hostile.disconnections >= 10 and 1008 in hostile.codes and 1009 in hostile.codes
        assert (list(host.match.actions), host.match.state.to_snapshot()) == before
        assert host.status(1) == "here"

        keyring = Keyring(folder / "eve.json")  # Eve's app, mended, takes her seat back and plays on
        keyring.keep(Ticket(f"{LOOPBACK}:{host.port}", GAME, host.table, 0, "Eve", secret))
        eve_plays = asyncio.create_task(play(player(host.port, "random", SEED, "Eve", 0), keyring, Gated(10 ** 6)))
        bob_thinks.gate.set()
        result = await asyncio.wait_for(host.finished(), 60)
        assert result == local_result(GAME, LEVELS, SEED)
        await asyncio.gather(bob, eve_plays)
        replay = Match.start(host.match.game, 2, SEED, host.match.options, host.match.seats)
        replay.replay(host.match.actions)
        assert replay.state.to_snapshot() == host.match.state.to_snapshot()
    finally:
        await host.close()


def test_a_thousand_hostile_messages_are_answered_or_dropped_and_change_nothing(tmp_path: Path) -> None:
    asyncio.run(_barrage(tmp_path))


def test_a_connection_is_let_go_after_too_many_refusals_in_a_minute_but_not_for_a_few_now_and_then() -> None:
    now = [0.0]
    guard = Guard(lambda: now[0])
    assert all(guard.strike() for _ in range(STRIKES))
    assert not guard.strike()
    slow = Guard(lambda: now[0])
    for _ in range(3 * STRIKES):  # one refusal every ten seconds, for ten minutes
        now[0] += 10.0
        assert slow.strike()
