# The TypeError for an object json cannot write names its class by __name__ alone, as CPython's
# encoder does: 'datetime', not 'datetime.datetime', whichever path (dumps with or without options,
# nested, iterencode) meets it.
import json, datetime, collections

for o in [datetime.datetime(2024, 1, 1), datetime.date(2024, 1, 1), datetime.timedelta(1),
          datetime.timezone.utc, datetime.time(1), collections.deque([1]), {1, 2}, b"x", object()]:
    for dump in [lambda v: json.dumps(v), lambda v: json.dumps({"k": [v]}),
                 lambda v: json.dumps(v, indent=2), lambda v: json.dumps([1, v], sort_keys=True),
                 lambda v: "".join(json.JSONEncoder().iterencode({"a": v}))]:
        try:
            dump(o)
        except TypeError as e:
            print(e)

print(json.dumps({"t": datetime.datetime(2024, 1, 1)}, default=str))
print(json.dumps([datetime.date(2024, 1, 2)], default=lambda d: d.isoformat(), indent=1))
