meetings = [
    ("standup", "09:00", "09:15"),
    ("design review", "10:00", "11:30"),
    ("1:1", "11:00", "11:30"),
    ("lunch", "12:00", "13:00"),
    ("interview", "12:45", "13:45"),
    ("retro", "16:00", "17:00"),
]


def minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def hhmm(mins):
    return f"{mins // 60:02d}:{mins % 60:02d}"


spans = sorted((minutes(s), minutes(e), name) for name, s, e in meetings)
conflicts = []
for i, (s1, e1, n1) in enumerate(spans):
    for s2, e2, n2 in spans[i + 1:]:
        if s2 < e1:
            conflicts.append((n1, n2, min(e1, e2) - s2))
for a, b, overlap in conflicts:
    print(f"conflict: {a!r} and {b!r} overlap {overlap} min")
day_start, day_end = minutes("09:00"), minutes("17:30")
free, cursor = [], day_start
for s, e, _ in spans:
    if s > cursor:
        free.append((cursor, s))
    cursor = max(cursor, e)
if cursor < day_end:
    free.append((cursor, day_end))
print("free:", ", ".join(f"{hhmm(a)}-{hhmm(b)}" for a, b in free))
busy = sum(e - s for s, e, _ in spans)
print(f"busy {busy} min ({busy / (day_end - day_start):.1%}), longest free {max(b - a for a, b in free)} min")
