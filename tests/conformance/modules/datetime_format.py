from datetime import datetime, date, time, timezone, timedelta

dt = datetime(2024, 1, 2, 3, 4, 5, 678901)
fmts = ["%Y-%m-%d %H:%M:%S.%f", "%a %A %b %B %j %U %W %p %y %I", "%c | %x | %X | %%", "%d/%m/%y %I:%M %p",
        "%G-W%V-%u %w %e %C %D %F %T %R %r", "%-d %-m %-H %_d %^a %^B", "%z|%Z|%f", "no directives", "%Q %5", "100%"]
for f in fmts:
    print(repr(dt.strftime(f)))
for d in [date(2024, 12, 30), date(2021, 1, 1), date(5, 6, 7), date(1999, 12, 31), date(2023, 1, 1)]:
    print(d.strftime("%Y %y %G %V %U %W %j %a %C %F %c"))
aware = datetime(2024, 7, 4, 15, 30, tzinfo=timezone(timedelta(hours=-4, minutes=-30), "XST"))
print(aware.strftime("%z %Z %H:%M%%z"), datetime(2024, 1, 1, tzinfo=timezone(timedelta(seconds=3661))).strftime("%z"))
print(time(23, 59, 1, 5).strftime("%H:%M:%S.%f %p %I %Y %j"), f"{dt:%Y}", f"{time(4):%H}", format(dt, ""))
print(datetime(2024, 1, 1, 0, 0).strftime("%I %p"), datetime(2024, 1, 1, 12, 0).strftime("%I %p"))

print(datetime.strptime("2024-01-02 03:04:05", "%Y-%m-%d %H:%M:%S"))
print(repr(datetime.strptime("2024-01-02T03:04:05.123Z", "%Y-%m-%dT%H:%M:%S.%f%z")))
print(repr(datetime.strptime("02/Jan/2024:10:11:12 +0530", "%d/%b/%Y:%H:%M:%S %z")))
print(datetime.strptime("Tuesday, March 5, 2024", "%A, %B %d, %Y"), datetime.strptime("5 3 24", "%d %m %y"))
print(datetime.strptime("12:30 PM", "%I:%M %p"), datetime.strptime("12:30 am", "%I:%M %p"), datetime.strptime("1:5 pm", "%I:%M %p"))
print(datetime.strptime("2024 45", "%Y %j"), datetime.strptime("2024 10 1", "%Y %W %w"), datetime.strptime("2024 10 1", "%Y %U %w"))
print(datetime.strptime("2024-W10-3", "%G-W%V-%u"), datetime.strptime("   2024  1   2", " %Y %m %d"))
print(datetime.strptime("20240102", "%Y%m%d"), datetime.strptime("1/2/70", "%m/%d/%y"))
print(repr(datetime.strptime("10:00 -03:30:15.5", "%H:%M %z")), repr(datetime.strptime("utc 5", "%Z %H")))
print(datetime.strptime("Tue Jan  2 03:04:05 2024", "%c"), datetime.strptime("01/02/24", "%x"))
bad = [("2024-13-01", "%Y-%m-%d"), ("2024-01-02 extra", "%Y-%m-%d"), ("x", "%Y"), ("2024", "%Q"),
       ("2024", "%Y%"), ("2023-02-29", "%Y-%m-%d"), ("10", "%V"), ("2024 1", "%G %u"),
       ("12", "%d%"), ("", "%Y"), ("2024-01-02", "%Y-%m-%d %H"), ("+05:3", "%z"), ("1", "%. "), ("Feb 29", "%b %d")]
for s, f in bad:
    try:
        print(datetime.strptime(s, f))
    except ValueError as e:
        print("ValueError", e)
try:
    datetime.strptime(5, "%Y")
except TypeError as e:
    print("TypeError", e)
