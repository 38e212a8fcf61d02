# fromisoformat on a grid of well- and ill-formed strings (date forms, separators, time and offset forms).
from datetime import date, datetime, time

dates = ["2024-03-04", "20240304", "2024-W10", "2024W10", "2024-W10-2", "2024W102", "2024-03", "2024-3-04", "2024-W1", "2024W1-2",
         "0001-01-01", "9999-12-31", "2024-02-29", "2023-02-29", "2024-W53", "2026-W53-1", "202403", "2024--03", "2024-03-4"]
times = ["", "T12", "T1230", "T12:30", "T123045", "T12:30:45", "T12:30:45.1", "T12:30:45,123456", "T12:30:45.1234567",
         " 12:30", "x12:30", "T12:3045", "T1230:45", "T12:30:45.", "T12:30:45Z", "T12:30Z", "T12Z", "T12:30:45+01",
         "T12:30:45+0130", "T12:30:45-01:30", "T12:30:45+01:30:15", "T12:30:45+01:30:15.5", "T12:30:45+013015.000001",
         "T12:30:45+00:00", "T12:30:45-00:00", "T12:30:45z", "T12:30:45+1", "T12:30:45+01:3", "T12:30:45 ", "T24:00", "T12:60",
         "T12:30:60", "T12:30:45.123Z", "T12:30:45+23:59:59.999999", "T12:30:45+24:00", "T1:30", "T12:30:45.12a", "T\u0661\u0662"]
for d in dates:
    for t in times:
        s = d + t
        try:
            r = repr(datetime.fromisoformat(s))
        except ValueError as e:
            r = "ValueError " + str(e)
        print(s, "|", r)
    try:
        r = repr(date.fromisoformat(d))
    except ValueError as e:
        r = "ValueError " + str(e)
    print("date", d, "|", r)
for t in times:
    for s in (t, t[1:]):
        try:
            r = repr(time.fromisoformat(s))
        except ValueError as e:
            r = "ValueError " + str(e)
        print("time", repr(s), "|", r)
# The C parser's leniencies: a fourth digit group is the fraction, a dangling "." before Z.
for s in ["2024-01-01T12304512", "2024-01-01T12:30:45:12", "2024-01-01T12:30:45.Z", "2024W1012:30", "2024-01-01T12:30.5",
          "2024-01-01T12.5", "2024-01-01T12:30:45.1234567+01", "2024-01-01T12:30+01:00:00:5", "2024W101T10", "2024W1010:00",
          "2024-W10-", "2024-W10-1T", "2024-W101", "2024-W10-1x10", "2024-W10-110:00", "2024W10123"]:
    try:
        r = repr(datetime.fromisoformat(s))
    except ValueError as e:
        r = "ValueError " + str(e)
    print(s, "|", r)
