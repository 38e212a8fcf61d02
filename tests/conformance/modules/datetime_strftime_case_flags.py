# strftime's glibc flags on text fields: '^' upper-cases, '#' swaps case (day and month names to
# upper case, %p and %Z to lower case), '%P' stays lower case even under '^', flags combine in any
# order, and a width pads a name with spaces (zeros under '0'). A time whose DST state is unknown
# (tm_isdst -1, as every datetime's timetuple without dst()) has an empty %z/%Z in time.strftime
# and in a flagged %z/%Z that datetime passes through.
import time
from datetime import datetime, date, timezone, timedelta

d = datetime(2024, 1, 1, 13, 5, tzinfo=timezone(timedelta(hours=1), 'Abc'))
m = datetime(2023, 9, 30, 9, 0)
for f in ['%#a', '%#A', '%#b', '%#B', '%#h', '%#p', '%#P', '%^p', '%^P', '%^#p', '%#^p', '%^a',
          '%^B', '%#10b', '%^10A', '%-10B', '%_10A', '%010A', '%12p', '%#d', '%#Y', '%^c', '%#c',
          '%#x', '%#z', '%^z', '%#Z', '%^Z', '%_10Z', '%a %#b %^B %p %#p']:
    print(repr(f), repr(d.strftime(f)), repr(m.strftime(f)), repr(date(2024, 2, 29).strftime(f)))

for isdst in (-1, 0, 1):
    tt = (2024, 1, 1, 13, 0, 0, 0, 1, isdst)
    print(isdst, [time.strftime(f, tt) for f in ('%z', '%Z', '%#z', '%^Z', '%#Z', '%_10Z', '%#a %^b %#p')])
print([time.strftime(f, time.gmtime(0)) for f in ('%z', '%Z', '%#Z', '%^z', '%#A', '%10B|')])
