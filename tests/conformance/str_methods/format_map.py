data = {"name": "Ada", "lang": "Python", "n": 3}
print("{name} writes {lang} x{n}".format_map(data))
class Default(dict):
    def __missing__(self, key):
        return "<" + key + ">"
print("{name} likes {food}".format_map(Default(name="Bo")))
try:
    "{missing}".format_map({})
except KeyError as e:
    print("KeyError:", e)
