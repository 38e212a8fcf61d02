try:
    s = {[1]}
except TypeError as e:
    print("TypeError:", e)
s = set()
try:
    s.add({})
except TypeError as e:
    print("TypeError:", e)
try:
    {1} + {2}
except TypeError as e:
    print("TypeError:", e)
try:
    one = {1}
    one[0]
except TypeError as e:
    print("TypeError:", e)
print(set([(1, 2), (1, 2)]), set("") == set())
