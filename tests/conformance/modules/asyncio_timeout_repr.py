# A Timeout's repr shows its deadline rounded to 3 places (round(when, 3)), None when unset.
import asyncio


async def main():
    for when in (0.0123456, 1.5, 2, 0.0005, 12.34567, None):
        cm = asyncio.timeout_at(when)
        print(repr(cm))
        async with cm:
            print(repr(cm))
        print(repr(cm))

asyncio.run(main())
