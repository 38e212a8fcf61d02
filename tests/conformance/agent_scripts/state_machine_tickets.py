TRANSITIONS = {
    "new": {"assign": "assigned", "close": "closed"},
    "assigned": {"start": "in_progress", "unassign": "new"},
    "in_progress": {"block": "blocked", "resolve": "resolved"},
    "blocked": {"unblock": "in_progress"},
    "resolved": {"reopen": "assigned", "close": "closed"},
    "closed": {},
}


class InvalidTransition(Exception):
    pass


class Ticket:
    def __init__(self, tid):
        self.tid = tid
        self.state = "new"
        self.history = ["new"]

    def apply(self, event):
        allowed = TRANSITIONS[self.state]
        if event not in allowed:
            raise InvalidTransition(f"ticket {self.tid}: cannot {event!r} from {self.state!r} (allowed: {sorted(allowed)})")
        self.state = allowed[event]
        self.history.append(self.state)
        return self


t = Ticket(7)
for ev in ["assign", "start", "block", "resolve", "unblock", "resolve", "close", "reopen"]:
    try:
        t.apply(ev)
        print(f"{ev:>9} -> {t.state}")
    except InvalidTransition as e:
        print("error:", e)
print(" > ".join(t.history))
reachable = set()
frontier = ["new"]
while frontier:
    s = frontier.pop()
    if s in reachable:
        continue
    reachable.add(s)
    frontier.extend(TRANSITIONS[s].values())
print(sorted(reachable), [s for s, tr in TRANSITIONS.items() if not tr])
