# csv: the reader state machine (quotes, doubled quotes, newlines in quoted fields, strict), the
# writer quoting rules of every QUOTE_* mode, DictReader/DictWriter and dialects.
import csv, io
data = '''name,age,city,notes
Alice,30,"New York","likes ""quotes"", commas"
Bob,25,Boston,
"Carol, Jr.",41,"San
Francisco",multi-line
Dan,,Denver,  spaced
'''
rows = list(csv.reader(io.StringIO(data)))
for r in rows:
    print(r)
reader = csv.DictReader(io.StringIO(data))
people = list(reader)
print(reader.fieldnames, reader.line_num)
for p in people:
    print(p)
print(sum(int(p["age"]) for p in people if p["age"]))
out = io.StringIO()
w = csv.writer(out)
print(w.writerow(["id", "text", "value"]))
w.writerows([[1, "plain", 1.5], [2, "has,comma", None], [3, 'has "quote"', True], [4, "line\nbreak", -0.0], [5, "", 10**20]])
print(repr(out.getvalue()))
out2 = io.StringIO()
dw = csv.DictWriter(out2, fieldnames=["a", "b"], extrasaction="ignore", restval="NA")
dw.writeheader()
dw.writerow({"a": 1, "b": 2, "c": 3})
dw.writerow({"a": "x"})
print(out2.getvalue())
try:
    csv.DictWriter(io.StringIO(), fieldnames=["a"]).writerow({"a": 1, "zz": 2})
except ValueError as e:
    print("ValueError:", e)
out3 = io.StringIO()
w3 = csv.writer(out3, delimiter=";", quoting=csv.QUOTE_ALL, lineterminator="\n")
w3.writerow(["a", 1, None])
w4 = csv.writer(out3, quoting=csv.QUOTE_NONNUMERIC)
w4.writerow(["a", 1, 2.5, None, True])
w5 = csv.writer(out3, quoting=csv.QUOTE_NONE, escapechar="\\")
w5.writerow(["a,b", 'q"'])
print(repr(out3.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("csv.Error:", e)
print(list(csv.reader(["a\tb\tc"], delimiter="\t")), list(csv.reader(["x, y,  z"], skipinitialspace=True)))
print(list(csv.reader(['1,"2",3'], quoting=csv.QUOTE_NONNUMERIC)) if False else "")
print(list(csv.reader(['"1",2.5,"x"'], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(["a,b", "", "c"])), list(csv.reader(['"unterminated'])))
try:
    list(csv.reader(["a\x00b"]))
except csv.Error as e:
    print("csv.Error:", e)
try:
    list(csv.reader(['"a"b,c'], strict=True))
except csv.Error as e:
    print("csv.Error:", e)
print(list(csv.reader(['"a"b,c'])))
try:
    csv.reader([], delimiter="::")
except TypeError as e:
    print("TypeError:", e)
try:
    csv.get_dialect("nope")
except csv.Error as e:
    print("csv.Error:", e)
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_MINIMAL)
print(list(csv.reader(["a|b|'c|d'"], "pipes")), sorted(csv.list_dialects()))
s = io.StringIO()
csv.writer(s, dialect="unix").writerow(["u", 1])
csv.writer(s, dialect=csv.excel_tab).writerow(["t", "a\tb"])
print(repr(s.getvalue()))
w = csv.writer(io.StringIO())
try:
    w.writerow(5)
except csv.Error as e:
    print("csv.Error:", e)
print(w.writerow([""]), w.writerow([]))
lines = ["h1,h2\r\n", "1,2\r\n"]
print(list(csv.DictReader(lines)))
dr = csv.DictReader(io.StringIO("a,b\n1,2,3,4\n5\n"), restkey="extra", restval="?")
print(list(dr))
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, issubclass(csv.Error, Exception))
