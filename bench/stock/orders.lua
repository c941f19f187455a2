-- wrk script for bench/stock: every request is a new order of one unit of one product, from its own
-- shopper address, with its own Idempotency-Key and phone (a shop holds at most 3 pending orders per
-- phone). Arguments (after `--`): api key, shop id, product id, a run number that keeps keys apart.
-- At the end it prints one JSON line: answers by status and the latency percentiles in ms.

local threads = {}
local next_thread = 0

function setup(thread)
  thread:set("thread_no", next_thread)
  next_thread = next_thread + 1
  table.insert(threads, thread)
end

function init(args)
  api_key, shop_id, product_id, run = args[1], args[2], args[3], tonumber(args[4])
  sent, placed, short, other = 0, 0, 0, 0
end

function request()
  sent = sent + 1
  -- Unique across threads and runs: thread number in the low digit, run in the high ones.
  local n = run * 10000000 + sent * 10 + thread_no
  local body = string.format(
    '{"shop_id":%s,"delivery_type":"cod","customer":{"name":"Bench","phone":"+1 %d","address_line1":"1 Road",' ..
      '"city":"Town","postal_code":"12345"},"items":[{"product_id":%s,"quantity":1}]}',
    shop_id, n, product_id)
  local headers = {
    ["api-key"] = api_key,
    ["accept"] = "application/json",
    ["content-type"] = "application/json",
    ["idempotency-key"] = "bench-stock-" .. n,
    ["x-forwarded-for"] = string.format("10.%d.%d.%d", 1 + math.floor(n / 65536) % 127, math.floor(n / 256) % 256, n % 256),
  }
  return wrk.format("POST", "/api/orders", headers, body)
end

function response(status)
  if status == 201 then
    placed = placed + 1
  elseif status == 409 then
    short = short + 1
  else
    other = other + 1
  end
end

function done(summary, latency)
  local p, s, o = 0, 0, 0
  for _, thread in ipairs(threads) do
    p = p + thread:get("placed")
    s = s + thread:get("short")
    o = o + thread:get("other")
  end
  local e = summary.errors
  io.write(string.format(
    'RESULT {"placed":%d,"short":%d,"other":%d,"errors":%d,"timeouts":%d,"requests":%d,"seconds":%.3f,"p50":%.3f,"p99":%.3f}\n',
    p, s, o, e.connect + e.read + e.write, e.timeout, summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
