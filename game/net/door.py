"""The host's door: what a connection that has not yet shown the table's code or a seat's secret may
take of the host, so that nobody without either can keep the players out.

Such a connection is a stranger. Strangers have a small budget of their own, per address and in all,
and a few seconds to make their claim: a newcomer over budget is let in and the oldest stranger (of
its own address, or of the address holding most) is let go, so a seat's holder coming back always
gets in, however many idle connections someone keeps opening. A stranger that has begun its claim
(sent its half of the key exchange, which takes a round trip more) is let go only after the idle ones
of its address. Seated connections are not counted:
there are only as many as there are seats. Wrong codes (and wrong secrets) are counted per address,
so the code cannot be guessed by trying fast, from one computer or from many connections of it, nor
the host kept busy reckoning key exchanges that fail.
"""
from __future__ import annotations

import time
from collections import Counter, deque
from typing import Callable, Generic, TypeVar

STRANGERS_PER_ADDRESS = 4
STRANGERS = 16
CLAIM_SECONDS = 3.0  # a claim is sent as soon as the welcome is read: a round trip, not seconds
# Wrong codes an address may try in GUESS_SECONDS; past that, its joins are refused unread. With
# 32^5 codes that is a few years of guessing per address on average.
GUESSES = 10
GUESS_SECONDS = 60.0
ADDRESSES = 4096  # addresses whose wrong codes are remembered: the oldest is forgotten past that

T = TypeVar("T")


class Door(Generic[T]):
    """The strangers at the door (any hashable handle for a connection, by its address) and the
    wrong codes of each address."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._strangers: dict[T, str] = {}  # in order of arrival
        self._claiming: set[T] = set()
        self._wrong: dict[str, deque[float]] = {}

    def arrive(self, who: T, address: str) -> list[T]:
        """Lets ``who`` in as a stranger; returns the strangers to let go to make room for it."""
        out: list[T] = []
        same = [other for other, at in self._strangers.items() if at == address]
        if len(same) >= STRANGERS_PER_ADDRESS:
            out.append(self._first(same))
        elif len(self._strangers) >= STRANGERS:
            crowd = Counter(self._strangers.values()).most_common(1)[0][0]
            out.append(self._first([other for other, at in self._strangers.items() if at == crowd]))
        for other in out:
            self.seated(other)
        self._strangers[who] = address
        return out

    def _first(self, strangers: list[T]) -> T:
        """The one of ``strangers`` (in order of arrival) to let go: the oldest idle one, else the oldest."""
        return next((other for other in strangers if other not in self._claiming), strangers[0])

    def claiming(self, who: T) -> None:
        """``who`` has begun its claim."""
        if who in self._strangers:
            self._claiming.add(who)

    def seated(self, who: T) -> None:
        """``who`` showed a secret or the code and took a seat (or left): no longer a stranger."""
        self._strangers.pop(who, None)
        self._claiming.discard(who)

    def stranger(self, who: T) -> bool:
        return who in self._strangers

    def may_guess(self, address: str) -> bool:
        wrong = self._wrong.get(address)
        if wrong is None:
            return True
        while wrong and wrong[0] < self._clock() - GUESS_SECONDS:
            wrong.popleft()
        if not wrong:
            del self._wrong[address]
        return len(wrong) < GUESSES

    def wrong_guess(self, address: str) -> None:
        self._wrong.setdefault(address, deque()).append(self._clock())
        if len(self._wrong) > ADDRESSES:
            del self._wrong[next(iter(self._wrong))]
