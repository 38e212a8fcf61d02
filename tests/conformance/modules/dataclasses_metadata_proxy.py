from dataclasses import dataclass, field, fields
@dataclass
class Col:
    name: str = field(metadata={"help": "the name", "cli": "--name"})
    n: int = 0
for f in fields(Col):
    print(f.name, f.metadata, f.metadata.get("help"), dict(f.metadata), len(f.metadata), list(f.metadata))
    print("help" in f.metadata, type(f.metadata).__name__)
m = fields(Col)[0].metadata
print(m["cli"], list(m.items()), m == {"help": "the name", "cli": "--name"})
try: m["x"] = 1
except TypeError as e: print(e)
try: fields(Col)[1].metadata["x"]
except KeyError as e: print(repr(e))
try: field(metadata=[1])
except TypeError as e: print(e)
src = {"a": 1}
f = field(metadata=src); src["b"] = 2; print(f.metadata)
print(repr(fields(Col)[0]).split("metadata=")[1].split(",kw_only")[0])
