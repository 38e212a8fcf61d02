events = [
    ("standup", "09:00", 15), ("design review", "10:30", 60), ("lunch", "12:00", 45),
    ("1:1 with sam", "09:10", 30), ("deploy", "11:15", 30), ("retro", "16:00", 60), ("focus", "13:00", 120),
]
def to_min(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)
def to_hhmm(mins):
    return f"{mins // 60:02d}:{mins % 60:02d}"
timeline = sorted((to_min(t), to_min(t) + d, name) for name, t, d in events)
for start, end, name in timeline:
    print(f"{to_hhmm(start)}-{to_hhmm(end)} {name}")
conflicts = []
for i in range(len(timeline)):
    for j in range(i + 1, len(timeline)):
        a, b = timeline[i], timeline[j]
        if b[0] < a[1]:
            conflicts.append((a[2], b[2], a[1] - b[0]))
print("conflicts:", conflicts)
day_start, day_end = to_min("09:00"), to_min("17:30")
free, cursor = [], day_start
for start, end, _ in timeline:
    if start > cursor:
        free.append((to_hhmm(cursor), to_hhmm(start), start - cursor))
    cursor = max(cursor, end)
if cursor < day_end:
    free.append((to_hhmm(cursor), to_hhmm(day_end), day_end - cursor))
print("free slots:", free)
print("longest free:", max(free, key=lambda f: f[2]))
print("busy minutes:", sum(e - s for s, e, _ in timeline))
