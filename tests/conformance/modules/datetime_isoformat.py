from datetime import date, datetime, time

for s in ["2024-01-02", "20240102", "2024-W01", "2024W01", "2024-W01-3", "2024W013", "2020-W53-7"]:
    print(s, repr(date.fromisoformat(s)))
for s in ["2024-01-02T03:04:05", "2024-01-02 03:04", "2024-01-02T03", "2024-01-02T03:04:05.123",
          "2024-01-02T03:04:05,5", "2024-01-02T03:04:05.1234567", "2024-01-02T03:04:05Z",
          "2024-01-02T03:04:05+05:30", "2024-01-02T03:04:05-0800", "2024-01-02T030405",
          "20240102T030405.000001+00:00", "2024-W01-2T10:00", "2024-01-02x10:00",
          "2024-01-02T03:04:05.5+01:00:30", "2024-01-02", "20240102", "2024-W05"]:
    print(s, repr(datetime.fromisoformat(s)))
for s in ["03:04", "03:04:05.123456", "T0304", "03:04:05+02:00", "03", "030405Z", "03:04:05.6-01:30"]:
    print(s, repr(time.fromisoformat(s)))
for cls, s in [(date, "2024-1-02"), (date, "2024-01-02T00"), (date, ""), (date, "2024-13-01"), (date, "2024-02-30"),
               (date, "0000-01-01"), (datetime, "2024-01-02T25:00"), (datetime, "2024-01-02T03:04:"),
               (datetime, "2024-01-02T03:04:05+24:00"), (datetime, "garbage!"), (datetime, "2024-01-02T"),
               (time, "3:04"), (time, "03:04:05.1x"), (time, "24:00"), (date, "2024-W54-1"), (date, "2024-W01-8"),
               (datetime, "2024-01-02T03:04Zx"), (date, 20240102)]:
    try:
        print(repr(cls.fromisoformat(s)))
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(datetime(2024, 5, 6, 7, 8, 9, 10).isoformat(), date(12, 1, 1).isoformat(), time(1, 2).isoformat("hours"))
try:
    time(1).isoformat("days")
except ValueError as e:
    print("ValueError", e)
