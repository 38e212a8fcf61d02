# NameError suggestions from the globals, then the built-ins; case changes cost less.
counter_total = 5
try:
    print(counter_totl)
except NameError as e:
    print(e, "|", e.name)
try:
    Print("x")
except NameError as e:
    print(e)
try:
    print(zzzzqqq)
except NameError as e:
    print(e)
print(lenn([1, 2]))
