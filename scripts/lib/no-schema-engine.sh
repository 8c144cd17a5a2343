#!/bin/sh
echo "native schema engine unavailable offline; use npm run db:migrate / db:migration" >&2
exit 1
