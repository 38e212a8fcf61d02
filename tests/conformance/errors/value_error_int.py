values = ["10", "20", "abc"]
total = 0
for v in values:
    total += int(v)
    print("running total", total)
