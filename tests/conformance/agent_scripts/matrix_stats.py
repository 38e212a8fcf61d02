scores = [
    [88, 92, 79, 65],
    [95, 100, 91, 89],
    [70, 64, 58, 81],
    [82, 77, 85, 90],
]
students = ["ana", "ben", "cai", "dov"]
subjects = ["math", "physics", "history", "art"]
row_avg = [sum(r) / len(r) for r in scores]
col_avg = [sum(col) / len(col) for col in zip(*scores)]
print(f"{'':<6}" + "".join(f"{s:>9}" for s in subjects) + f"{'avg':>8}")
for name, row, avg in zip(students, scores, row_avg):
    print(f"{name:<6}" + "".join(f"{v:>9}" for v in row) + f"{avg:>8.2f}")
print(f"{'avg':<6}" + "".join(f"{a:>9.2f}" for a in col_avg))
best_subject = subjects[col_avg.index(max(col_avg))]
print("best subject:", best_subject)
ranking = sorted(zip(students, row_avg), key=lambda p: p[1], reverse=True)
print("ranking:", [f"{n}({a:.1f})" for n, a in ranking])
def stdev(xs):
    m = sum(xs) / len(xs)
    return (sum((x - m) ** 2 for x in xs) / len(xs)) ** 0.5
print("stdev per subject:", {s: round(stdev(c), 3) for s, c in zip(subjects, zip(*scores))})
letter = lambda v: "A" if v >= 90 else "B" if v >= 80 else "C" if v >= 70 else "D"
print([[letter(v) for v in row] for row in scores])
