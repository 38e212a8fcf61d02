s = "report_2024.csv"
print(s.startswith("report"), s.startswith("Report"), s.endswith(".csv"), s.endswith((".txt", ".csv")))
print(s.startswith(("x", "re")), s.startswith("2024", 7), s.startswith("2024", 7, 10), s.endswith("2024", 0, 11))
print(s.endswith(""), s.startswith(""), "".startswith(""), "abc".startswith("abcd"))
print(s.endswith("csv", -3), s.startswith("port", 2), s.startswith(("a", "b")))
try:
    s.startswith(["re"])
except TypeError as e:
    print("TypeError:", e)
