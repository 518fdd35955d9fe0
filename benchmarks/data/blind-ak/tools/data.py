"""Hand-written sessions for the blind-ak evaluation set (written from general knowledge)."""

RB = "ridgeback-orchards-assistant"
LF = "lanternfin-koi-assistant"
HS = "emberlee-highstreet-assistant"

CIDER = "cider_pressing_code.md"
RIDGE = "company/ridgeback_orchards_policy.md"
BARBER = "barber_shop_code.md"
POND = "pond_fish_trade_code.md"
LANT = "company/lanternfin_koi_policy.md"
RETAIL = "bonsai_yarn_retail_code.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_RIDGEBACK_KIDS = """Welcome to Ridgeback - it's lovely to have the whole family here! Here's a rundown of what your two can get involved with today, split by age, plus a few practical notes about the barn.

Your 10-year-old
- Washing and sorting fruit: yes. Anyone aged 8 or over can help at the washing tubs and the sorting table. The one condition is that an adult from your group stays at the sorting table with them the whole time, so one of you will need to be stationed there while they work.
- Sorting is a genuinely important job: the team will show them how to spot apples with rot, wasp holes or bird damage and pull them out before the fruit goes anywhere near the mill.
- Tasting: fresh, unfermented apple juice is fine at any age, and there's a tasting jug at the end of the sorting bench.

Your 7-year-old
- Washing and sorting: not yet, I'm afraid. The minimum age for the sorting table is 8, so your younger one will have to sit this part out this season. Next autumn they'll be old enough.
- They can still watch everything from behind the yellow line in the barn, as long as you stay with them - most children love it, because the mill is noisy and the press is fun to watch once the juice starts running.
- Fresh juice tasting is fine for them too.

Things neither child can do
- Feeding the mill: at Ridgeback only people aged 18 and over feed the mill, even though some other orchards let 16-year-olds have a go.
- Building the cheeses and turning the press: at Ridgeback this is done by our staff only.
- Fermented cider tastings are for over-18s only, and we may ask for photo ID from anyone who looks under 25.

Practical notes for today
- The barn holds a maximum of 25 visitors at any one time. On busy Saturdays we run timed slots, so if it's full when you arrive, staff will give you a slot time and you can wander the orchard until then.
- Public pressing runs until 4 pm today, and the mills are switched off by 4:30, so aim to be in the barn by mid-afternoon at the latest if the kids want to see the press in action.
- If you've brought a dog, it will need to stay outside the barn and the juice shed (assistance dogs are the exception).
- Wellies or sturdy shoes are a good idea - the barn floor gets wet and sticky by lunchtime.

Have a brilliant day, and if anything comes up, any of the staff in green aprons will be happy to help."""

LONG_LANTERNFIN_TRANSPORT = """Happy to walk you through it - it's well worth knowing all of this before your first koi go home.

Paperwork
Every koi longer than 15 cm leaves us with a written health record. It shows the date the fish went into quarantine and the date it came out, plus its KHV (koi herpesvirus) test result. We test every koi in the last week of its quarantine, and we won't sell a koi whose KHV result is more than 30 days old, so the date on your record will always be recent.

Bagging and the journey home
- We bag each fish with roughly a third water and two thirds pure oxygen, which keeps it comfortable for the trip.
- The bags go into an insulated box or a dark outer bag, which keeps the fish calm and the temperature steady.
- If your journey home is going to take longer than four hours, we double-bag the fish for extra security.
- Fish can safely stay in their bags for up to 8 hours, so there's no need to rush straight home.
- We don't post fish or send them by courier. You can take them home yourself, or if you live within 40 km we can bring them out on our own van.

Releasing them
Float the sealed bag on the pond for about 20 minutes so the water temperatures can even out, then let the fish swim out gently. Try not to tip lots of shop water into your pond.

The health guarantee
- Koi over 30 cm are covered for 10 calendar days after purchase. All other fish, including smaller koi, are covered for 7 days.
- If a fish dies within that time, test your pond water for ammonia, nitrite and pH within 24 hours and keep a note of the results. A photo of the test strip or the readings from a liquid kit is fine.
- Bring the fish in, or send us clear photos of it, together with the results.
- If the claim is valid, you choose whether you'd like your money back or a replacement fish of the same value.

Before you buy
We'll ask how many litres your pond holds. We don't sell koi for ponds under 4,000 litres, and we recommend no more than one koi over 30 cm for every 1,500 litres, so a well-planned pond really pays off.

If anything is unclear, ring us on 555-0177 and we'll happily go through it again."""

LONG_WORKSHOPS = """Of course - here's how classes work at bonsai nurseries and yarn shops in Emberlee, from booking through to cancelling.

Who can book
- Bonsai workshops (wiring, pruning, repotting) are open from age 12. Young people aged 12 to 15 need an adult booked onto the same workshop, so for your 13-year-old you'd book two places: one for him and one for you or another adult.
- Knitting and crochet classes are open from age 7. Children under 12 need an adult in the room for the whole class; the adult doesn't have to knit along, but should stay until the end.
- Once someone turns 16 they can join a bonsai workshop without an adult.

If you need to cancel
- Cancel at least 5 working days before the class and you get all your money back.
- When counting, only Monday to Friday count, public holidays don't count, and neither the day you cancel nor the day of the class is included. So for a Saturday class, cancelling on the Friday of the week before leaves five working days (Monday to Friday) in between, which is just enough.
- If you cancel later than that, you won't get cash back, but you'll receive a credit note instead. The credit note is valid for 6 months, so keep an eye on the expiry date.

If the shop cancels
- If the nursery or yarn shop has to call off a class - for example because the tutor is ill - it must give everyone a full refund, and it has 10 working days to pay it.
- Some shops will also offer a place on a new date, but you're still entitled to the refund if you'd rather have your money back.

Tips for booking
- Book early for repotting workshops in late winter and spring; they fill up quickly.
- Ask whether tools, wire and a starter tree are included in the price, or whether you should bring your own.
- For knitting classes, check whether yarn and needles are provided. If you buy yarn for a class project, make sure all the skeins come from the same dye lot - staff should point it out if they don't match.

If you tell me which shop and which date you're looking at, I can work out the exact cancellation deadline for you."""

# Each session: (sid, assistant, context, started_at, weights or None, turns)
# turn: (query, assistant, ground_truth, label, clause, kind, rationale)
SESSIONS = [
 ("AK-01", RB, "Visitor planning to bring garden apples to a Ridgeback Orchards pressing day.", "2025-09-02T08:40:00Z", None, [
  ("Hi! What times are your public pressing sessions on a Saturday?",
   "Morning! On Saturdays the barn is open for public pressing from half past nine until 4 pm, and we shut the mills down by 4:30, so it's best to arrive with your apples well before mid-afternoon.",
   "Ridgeback's public sessions run 09:30-16:00 and the mills are off by 16:30.",
   C, f"{RIDGE}#Pressing days at Ridgeback", "plain",
   "Matches Ridgeback's 09:30-16:00 sessions and mills off by 16:30."),
  ("We've got roughly 45 kg of apples off the old Bramley in our garden. Can we bring the lot?",
   "Yes, bring them all! Each household can press up to 50 kg of its own fruit on a pressing day, so 45 kg is comfortably under the limit.",
   "No. Ridgeback's limit is 30 kg of own apples per household per pressing day, so only 30 of the 45 kg can be pressed.",
   N, f"{RIDGE}#Own apples at Ridgeback", "multi_rule",
   "Gives the district code's 50 kg; Ridgeback's stricter 30 kg house limit applies to its assistant."),
  ("Ah, OK. So if we only bring 30 kg, what will the pressing cost us?",
   "30 kg at 40 cents a kilo works out at €12, but our minimum charge is €15 per household, so you'd pay €15 on the day, less the €5 you paid when booking.",
   "30 kg x €0.40 = €12, which is above the €8 minimum, so €12 (the €5 booking fee is deducted on the day).",
   N, f"{RIDGE}#Own apples at Ridgeback", "numeric",
   "States a €15 minimum charge; the minimum is €8, so the fee is €12."),
  ("Great, thanks. By the way, I love the little apple on your logo!",
   "Thank you, that's kind! It was drawn years ago by one of the family. See you in the barn!",
   "Thanks! (No rule applies.)",
   I, None, "smalltalk", "Compliment and thanks; no rule concerned."),
 ]),
 ("AK-02", RB, "Family booking an own-apple slot at Ridgeback Orchards.", "2025-09-15T09:10:00Z", None, [
  ("Can I book an own-apple slot for this Saturday, 20 September? Today is Monday the 15th.",
   "I'm sorry, that's too soon. We need five clear working days between the day you book and the pressing day, and between today and Saturday there are only four - Tuesday to Friday. The next date I can offer you is Saturday 27 September.",
   "No. Ridgeback needs at least 5 working days strictly between booking and pressing; Mon 15 to Sat 20 gives only 4 (Sun 21 likewise), so the earliest date is Sat 27 September.",
   C, f"{RIDGE}#Own apples at Ridgeback", "time_window",
   "Correct count: Tue-Fri = 4 working days < 5; Sat 27 gives 9."),
  ("OK, put us down for the 27th. Some of our apples will be windfalls we'll pick up off the lawn on Thursday the 25th. If we wash them, is that alright?",
   "That works. Windfalls are accepted as long as they were gathered no more than 48 hours before pressing and you've washed them - Thursday to Saturday is right on that limit, so collect them Thursday morning rather than Wednesday, and leave out any with rot or wasp holes.",
   "No. Ridgeback does not press windfalls brought by visitors at all, however fresh or well washed; only tree-picked apples.",
   N, f"{RIDGE}#Own apples at Ridgeback", "multi_rule",
   "Applies the district 48-hour windfall exception, which Ridgeback's house policy removes."),
  ("Fine, tree-picked only. My son is 16 - could he have a go at feeding the mill?",
   "I'm afraid not - at Ridgeback the mill is fed only by people aged 18 or over. He'd be very welcome at the washing and sorting table though, or watching the press from behind the yellow line.",
   "No; Ridgeback's minimum age for feeding the mill is 18 (the district's 16 does not apply there).",
   C, f"{RIDGE}#Age rules at Ridgeback", "refusal",
   "Correctly refuses: Ridgeback minimum age 18 for the mill."),
  ("My husband is driving us home afterwards. Can he at least try one of your ciders?",
   "He can have a single 50 ml taster as the driver - just the one, mind - and the fresh juice is free for him.",
   "No. Ridgeback serves no fermented cider to drivers; he can have fresh juice, which is free for drivers.",
   N, f"{RIDGE}#Cider tastings at Ridgeback", "multi_rule",
   "Allows the district's one measure for drivers; Ridgeback serves drivers no fermented cider."),
  ("What's the forecast looking like for the 27th?",
   "I can't see weather forecasts from here, sorry - a weather app will be your best bet nearer the day.",
   "Weather is not covered by the corpus.",
   I, None, "out_of_scope", "Weather forecast; no corpus document covers it."),
 ]),
 ("AK-03", RB, "Visitor with a booked own-apple slot asking about cancellation.", "2025-10-06T13:00:00Z", None, [
  ("We booked an own-apple slot for Saturday 11 October and paid the €5 booking fee. If I cancel today, Monday the 6th, do I get anything back?",
   "You'd get half back. Cancelling five days before the pressing day falls in the 2-to-6-day band, so €2.50 of your €5 booking fee would be refunded.",
   "Yes, 50 %: 5 calendar days' notice is in the 2-6 day band, so €2.50.",
   C, f"{CIDER}#Visitor cancellations and refunds", "numeric",
   "Ridgeback uses the district refund table; 5 days' notice = 50 % = €2.50."),
  ("And if Ridgeback calls the day off because of the storm they're forecasting, how soon would I see my money?",
   "If we cancel, you'll get the full €5 back - we have up to 14 days to process it, though it's usually quicker.",
   "A full refund, paid within 5 working days at Ridgeback.",
   N, f"{RIDGE}#Refunds at Ridgeback", "time_window",
   "Gives the district 14-day window; Ridgeback must refund within 5 working days."),
  ("Would that come back to my card?",
   "Normally we refund cancelled pressing days as a voucher for next season; if you'd really prefer it on your card, just let us know.",
   "Yes - refunds go back to the original payment method; a voucher only if you ask for one.",
   N, f"{RIDGE}#Refunds at Ridgeback", "paraphrase",
   "Reverses the default: refunds go to the original payment method, vouchers only on request."),
  ("Can I bring my dog along? She's a small terrier.",
   "",
   "Dogs are not allowed in the pressing barn or the juice shed (assistance dogs excepted).",
   I, None, "empty_answer", "The assistant answer is an empty string."),
 ]),
 ("AK-04", RB, "Family at the orchard on a Saturday pressing day with two children.", "2025-10-18T10:20:00Z", None, [
  ("We've just arrived with our two kids, they're 7 and 10. What can they actually do here today?",
   LONG_RIDGEBACK_KIDS,
   "The 10-year-old may wash and sort fruit with an adult at the table; the 7-year-old is under 8 and can watch and taste fresh juice. Neither may feed the mill (18 at Ridgeback) or work the press (staff only).",
   C, f"{RIDGE}#Age rules at Ridgeback", "long_answer",
   "Long answer consistent with Ridgeback age rules, barn limit of 25, hours, dogs and tasting rules."),
  ("We'd like to take a bottle of the unpasteurised juice home. If it was pressed this morning, how long does it keep?",
   "Juice pressed today carries a use-by of Tuesday the 21st - our fresh juice is dated three days from pressing. Keep it in the fridge once you're home.",
   "Ridgeback dates it 3 calendar days after pressing: use by Tuesday 21 October.",
   C, f"{RIDGE}#Juice shop at Ridgeback", "time_window",
   "Sat 18 + 3 days = Tue 21, Ridgeback's stricter 3-day use-by."),
  ("My partner and I aren't driving - can we each try three of the dry ciders?",
   "Since neither of you is driving, yes - each adult can taste up to three 50 ml measures.",
   "No, at most two 50 ml measures each at Ridgeback.",
   N, f"{RIDGE}#Cider tastings at Ridgeback", "numeric",
   "Gives the district's three measures; Ridgeback allows two."),
  ("Any recommendations for a pub in the village for lunch afterwards?",
   "I only really know about Ridgeback itself, I'm afraid, so I can't recommend a pub - the staff at the till often have local tips though.",
   "Not covered by the corpus.",
   I, None, "out_of_scope", "Pub recommendation; no corpus rule."),
 ]),
 ("AK-05", RB, "Walking-group organiser asking about pressing days this year and next.", "2025-11-03T09:00:00Z", [0.1, 0.6, 0.15, 0.15], [
  ("Are you running any pressing days in the middle of November? The district code lets orchards press until the 15th.",
   "Not at Ridgeback - our season finishes on 31 October, so there won't be any more public pressing days this year, even though the district rules would allow them into November.",
   "No; Ridgeback's season runs only to 31 October.",
   C, f"{RIDGE}#Pressing days at Ridgeback", "multi_rule",
   "Correctly applies Ridgeback's 31 October end over the district's 15 November."),
  ("Pity. Next year we'd come as a group of 30. Can we all be in the pressing barn together?",
   "Yes, the barn can take up to 40 visitors at once, so a group of 30 fits fine.",
   "No; Ridgeback's barn takes at most 25 visitors at once, so the group would be split into timed slots.",
   N, f"{RIDGE}#Pressing days at Ridgeback", "numeric",
   "Uses the district's 40; Ridgeback's limit is 25."),
  ("Could we come for a pressing session at 5 pm on a Saturday, after work?",
   "Sadly not: public sessions wrap up at 4 pm and the mills are off by half past, so a 5 pm start isn't possible. A Saturday or Sunday morning would suit a group best.",
   "No; sessions end at 16:00 and the mills are off by 16:30.",
   C, f"{RIDGE}#Pressing days at Ridgeback", "time_window",
   "Consistent with 09:30-16:00 sessions."),
  ("Someone told me orchards keep part of your juice as payment - is that right?",
   "Not here, and not under the district rules either. Every drop from your own apples goes home with you; you pay the per-kilo pressing fee, and nothing would be kept back unless you'd agreed to it in writing.",
   "No; the juice belongs to the household unless it agrees otherwise in writing.",
   C, f"{CIDER}#Bringing your own apples", "negation",
   "Ridgeback policy is silent, district rule applies; answer matches it."),
 ]),
 ("AK-06", RB, "Visitor chatting with the Ridgeback assistant.", "2025-09-20T15:30:00Z", None, [
  ("hello there!", "Hello! How can I help with your visit to Ridgeback today?", "Greeting; no rule applies.",
   I, None, "smalltalk", "Greeting."),
  ("random question but what's the capital of Portugal?", "That would be Lisbon.", "Not covered by the corpus.",
   I, None, "out_of_scope", "General knowledge question outside the corpus."),
  ("ha ok thanks, bye", "   \n", "Goodbye.",
   I, None, "empty_answer", "The assistant answer is whitespace only."),
 ]),
 ("AK-07", LF, "Customer choosing an imported koi at Lanternfin.", "2025-05-10T11:00:00Z", None, [
  ("How long do imported koi spend in quarantine with you before they go on sale?",
   "Imported koi stay in our quarantine system for a minimum of four weeks - 28 days - before we offer them for sale.",
   "At least 28 days at Lanternfin.",
   C, f"{LANT}#Quarantine and testing at Lanternfin", "plain",
   "Matches Lanternfin's 28-day import quarantine."),
  ("There's a 40 cm Kohaku in the show tank that arrived from abroad 24 days ago. Could I take it home today?",
   "Yes - imported fish need 21 days in quarantine and this one has done 24, so it's cleared for sale.",
   "No; Lanternfin requires 28 days for imported koi, so it cannot be sold for another 4 days.",
   N, f"{LANT}#Quarantine and testing at Lanternfin", "multi_rule",
   "Applies the district 21 days; Lanternfin's 28 days applies."),
  ("I'll reserve it then. It's €600 - how much deposit would you need?",
   "We'd ask for no more than a fifth of the price, so €120 at most to hold it for you.",
   "At most 20 %, i.e. €120.",
   C, f"{LANT}#Reservations and deposits at Lanternfin", "numeric",
   "20 % of €600 = €120, Lanternfin's cap."),
  ("Once the deposit's paid, for how many days is it reserved for me?",
   "We'll hold it for two weeks - 14 days from the day you pay the deposit.",
   "14 calendar days from payment of the deposit.",
   C, f"{LANT}#Reservations and deposits at Lanternfin", "time_window",
   "Matches Lanternfin's 14-day hold."),
 ]),
 ("AK-08", LF, "First-time pond owner planning to buy koi.", "2025-06-14T14:30:00Z", [0.15, 0.2, 0.3, 0.25, 0.1], [
  ("I'm building my first pond, it'll hold about 3,500 litres. Can I buy three koi from you?",
   "I'm sorry, we can't sell koi for that pond - Lanternfin only sells koi for ponds of 4,000 litres or more. Goldfish or orfe might suit a pond that size, or you could enlarge the design.",
   "No; Lanternfin does not sell koi for ponds under 4,000 litres.",
   C, f"{LANT}#Buyers and ponds at Lanternfin", "refusal",
   "Correct refusal under Lanternfin's 4,000-litre minimum (stricter than district 3,000)."),
  ("What if I make it 6,000 litres? How many koi over 30 cm would you recommend?",
   "A good rule is one big koi per 1,000 litres, so with 6,000 litres you could keep up to six koi over 30 cm.",
   "Lanternfin advises one koi over 30 cm per 1,500 litres: at most four for 6,000 litres.",
   N, f"{LANT}#Buyers and ponds at Lanternfin", "numeric",
   "Uses the district 1 per 1,000 litres; Lanternfin advises 1 per 1,500 (four fish)."),
  ("Can you explain everything I need to know about getting them home and what the guarantee covers?",
   LONG_LANTERNFIN_TRANSPORT,
   "Health record with quarantine dates and a KHV result no older than 30 days; bag 1/3 water, 2/3 oxygen in an insulated box; at most 6 hours in the bag, double-bagged over 4 hours; no courier; guarantee 10 days for koi over 30 cm, 7 for others, with water tests within 24 hours; refund or replacement as the customer chooses.",
   N, f"{LANT}#Transport at Lanternfin", "long_answer",
   "Otherwise correct long answer, but one sentence allows 8 hours in the bag; Lanternfin's limit is 6 hours."),
  ("Say one of them is a 35 cm fish and it dies on day 9 - would I be covered?",
   "Yes. Koi over 30 cm have a 10-day guarantee with us, so day 9 is covered, as long as you test the water for ammonia, nitrite and pH within 24 hours of the death and bring the fish in or send photos.",
   "Yes; Lanternfin gives 10 days on koi over 30 cm, subject to the water-test and fish/photo conditions.",
   C, f"{LANT}#Health guarantee at Lanternfin", "multi_rule",
   "Lanternfin's 10-day guarantee plus the district claim conditions, both correctly applied."),
  ("Brilliant, thanks so much for your help!",
   "No problem at all - hope the digging goes well!",
   "Thanks; no rule applies.",
   I, None, "smalltalk", "Thanks and farewell."),
 ]),
 ("AK-09", LF, "Parent asking on behalf of a 17-year-old who wants a koi.", "2025-07-02T16:00:00Z", None, [
  ("My daughter is 17 and has saved up for a koi. Can she come in and buy it herself?",
   "She's very welcome to come and pick one out, but the actual purchase will need to be made by a grown-up - we don't sell live fish to anyone younger than 18.",
   "She may choose, but an adult must buy: Lanternfin sells live fish only to customers aged 18+.",
   C, f"{LANT}#Buyers and ponds at Lanternfin", "paraphrase",
   "Different wording, same meaning as Lanternfin's 18+ rule."),
  ("She'd be taking it home on the bus, about five hours door to door. Is that OK?",
   "Five hours is within our six-hour limit for a fish in a bag. Because the trip is over four hours, we'd double-bag it to be safe.",
   "Yes; under the 6-hour limit, and double-bagged because it is over 4 hours.",
   C, f"{LANT}#Transport at Lanternfin", "numeric",
   "5 h < 6 h; over 4 h triggers double bagging."),
  ("Actually, could you just courier one to her grandmother's instead?",
   "Yes, we can send it by overnight courier in a sealed, insulated box - just add the delivery address at the till.",
   "No; Lanternfin does not post or courier fish (its own van delivers within 40 km).",
   N, f"{LANT}#Transport at Lanternfin", "negation",
   "Lanternfin does not send fish by courier."),
  ("What's this KHV result on the paperwork?",
   "KHV stands for koi herpesvirus. Every koi we sell comes with a KHV test result that is no more than 60 days old on the day of sale, so you know it was recently checked.",
   "A koi herpesvirus test; at Lanternfin the result must be no more than 30 days old on the day of sale.",
   N, f"{LANT}#Quarantine and testing at Lanternfin", "numeric",
   "Near-verbatim district wording with 60 days; Lanternfin's limit is 30 days."),
 ]),
 ("AK-10", LF, "Teacher enquiring about fish for a school event and a class pond.", "2025-08-09T10:45:00Z", None, [
  ("Our school fete has a tombola - could we buy 20 goldfish from you to give out as prizes?",
   "I'm sorry, we can't do that - live fish can't be handed out as prizes or raffle or tombola items. We'd love to help if the school wants to stock a class pond, though.",
   "No; live fish must never be offered as prizes or tombola items.",
   C, f"{POND}#Who may buy fish", "refusal",
   "Correct refusal under the prize/tombola ban."),
  ("OK. For the class pond we'd like some orfe from a local breeder you stock. How long are they quarantined before sale?",
   "Orfe from domestic breeders go through 14 days of quarantine before we put them on sale.",
   "At Lanternfin, fish from domestic breeders (all species) are quarantined for at least 21 days.",
   N, f"{LANT}#Quarantine and testing at Lanternfin", "multi_rule",
   "Gives the district 14 days; Lanternfin requires 21 days for domestic fish of all species."),
  ("A parent bought a fish from you last week - it's healthy but they don't want it. Do you have to take it back?",
   "We're not obliged to take back a healthy fish. If we do agree to it, it would spend 14 days in quarantine before we could sell it again.",
   "No obligation to take back a healthy fish; if taken back it is quarantined 14 days.",
   C, f"{POND}#Health guarantee", "negation",
   "Lanternfin policy is silent; district rule (no obligation, 14-day quarantine) correctly stated."),
  ("Would a pond heater or a cover be better for the winter?",
   "Both have their place - many keepers use a floating de-icer to keep a hole open and a net or cover to keep leaves out. It depends on pond depth and how cold your winters get.",
   "Pond equipment is not covered by the corpus.",
   I, None, "out_of_scope", "Pond equipment advice; no corpus rule."),
 ]),
 ("AK-11", LF, "Customer with a reserved koi and a recent loss.", "2025-09-27T12:15:00Z", None, [
  ("I put a €90 deposit on a €450 Showa a couple of weeks ago. Was that within your limits?",
   "Yes - €90 is exactly 20 % of €450, which is the most we take as a deposit.",
   "Yes; €90 is 20 % of €450, Lanternfin's maximum.",
   C, f"{LANT}#Reservations and deposits at Lanternfin", "numeric",
   "90/450 = 20 %, at the cap."),
  ("I paid it on 10 September. Can I pick the fish up tomorrow, the 28th?",
   "Your reservation ran for 14 days from 10 September, so it ended on the 24th. After that we're free to sell the fish, so it may have gone - if it has, your full €90 comes back to you within 5 working days. Give the shop a ring on 555-0177 and they'll check whether it's still in the tank.",
   "The 14-day hold ended on 24 September; Lanternfin may have sold it, in which case the full deposit is refunded within 5 working days.",
   C, f"{LANT}#Reservations and deposits at Lanternfin", "partial",
   "Request only partly granted, correctly: hold expired 24 Sep, collection only if unsold, full refund otherwise."),
  ("If it's been sold, will you take something off the deposit for feeding it?",
   "We may keep a feeding charge of up to €2 for each day we looked after it, and refund the rest.",
   "No; Lanternfin makes no feeding charge and refunds the whole deposit within 5 working days.",
   N, f"{LANT}#Reservations and deposits at Lanternfin", "multi_rule",
   "Applies the district €2/day feeding charge; Lanternfin makes none."),
  ("Separately, a 25 cm koi I bought here six days ago died yesterday. I tested the water this morning, about 20 hours after. Can I claim?",
   "Yes, you can. A 25 cm koi is covered for 7 days, it died five days after you bought it, and your water test was done within the 24-hour window. Bring the fish or photos along with the ammonia, nitrite and pH results, and you can choose a refund or a replacement of the same value.",
   "Yes: 7-day guarantee for a koi under 30 cm, death on day 5, water tested within 24 hours.",
   C, f"{LANT}#Health guarantee at Lanternfin", "time_window",
   "Bought 21 Sep, died 26 Sep (day 5) within 7 days; test at 20 h within 24 h."),
 ]),
 ("AK-12", HS, "New barber preparing to open a shop in Emberlee.", "2025-03-08T09:30:00Z", None, [
  ("I'm opening a barber shop next month. How long do combs need to soak in disinfectant?",
   "Once they're clean of hair, combs, brushes and clipper guards need to sit fully submerged in an approved disinfectant for at least 10 minutes between clients.",
   "At least 10 minutes, fully immersed, between clients.",
   C, f"{BARBER}#Tool hygiene", "plain", "Matches the 10-minute immersion rule."),
  ("Straight razor blades are pricey. Can I reuse them if I disinfect them between clients?",
   "You may reuse a razor blade on several clients provided it is fully disinfected between each one; a new blade must be fitted once it is dull.",
   "No; only single-use blades, a new one fitted for each client, used blades straight into a sharps container, never reused even after disinfection.",
   N, f"{BARBER}#Tool hygiene", "modality",
   "Shares the rule's words but turns 'a new blade must be fitted for each client' into permission to reuse."),
  ("What hours can I open on a Saturday?",
   "On Saturdays you can trade from 8 in the morning to 8 in the evening.",
   "08:00-18:00 on Saturdays.",
   N, f"{BARBER}#Opening hours", "time_window", "Gives the weekday closing time; Saturday closes at 18:00."),
  ("And on Sundays?",
   "Sundays are shorter: you can open between 10 am and 4 pm.",
   "10:00-16:00 on Sundays.",
   C, f"{BARBER}#Opening hours", "time_window", "Matches Sunday 10:00-16:00."),
  ("Can I add a 10% service charge to every bill if I put it on the price list?",
   "Yes, as long as the service charge is clearly shown on your price list, you can add it to the bill automatically.",
   "No; a tip or service charge must never be added automatically, even if it is on the price list.",
   N, f"{BARBER}#Prices and tips", "negation",
   "States a price-list exception that the code expressly rules out."),
 ]),
 ("AK-13", HS, "Parent booking services for a teenage son.", "2025-04-12T10:00:00Z", [0.2, 0.2, 0.3, 0.1, 0.2], [
  ("My son is 15 and wants bleached tips. He's paying with his own money - can a barber do it?",
   "Sorry, no - bleach and other chemical treatments aren't done for anyone under 16, whoever pays and whatever consent is given.",
   "No; no chemical services under 16, whatever consent is offered.",
   C, f"{BARBER}#Children and chemical services", "refusal", "Correct refusal for a 15-year-old."),
  ("He turns 16 on 1 May. If I sign a consent form, could he have it done on Saturday 3 May?",
   "Yes. At 16 he can have bleach with your written consent. He'll also need a patch test at least 48 hours beforehand, so book that for no later than Thursday 1 May at the same time of day as his appointment.",
   "Yes, with written parental consent, and a patch test at least 48 hours before (by Thursday 1 May).",
   C, f"{BARBER}#Children and chemical services", "time_window",
   "16 with written consent is allowed; 48 h before Sat 3 May is Thu 1 May."),
  ("Could he also have a straight-razor shave that day? I won't be able to stay in the shop.",
   "A 16-year-old may have a wet shave as long as a parent has signed a consent form - you don't have to stay while it's done.",
   "Only if a parent or guardian is present in the shop for the whole shave; if you can't stay, no wet shave.",
   N, f"{BARBER}#Shaves and skin care", "modality",
   "Drops the condition that a parent must be present throughout."),
  ("If we book and then he doesn't turn up, can the shop charge us?",
   "Only if they told you about a missed-appointment charge when you made the booking. Even then it's capped: whichever is smaller of ten euros or half what the service costs.",
   "Only if the fee was stated at booking; capped at the lower of €10 or 50 % of the service price.",
   C, f"{BARBER}#Bookings, lateness and no-show fees", "paraphrase",
   "Reworded but faithful to the no-show rule."),
  ("The bleach is €24. So what's the most they could charge for a no-show?",
   "Half of €24 is €12, so €12 would be the maximum.",
   "€10 - the lower of €10 and 50 % (€12).",
   N, f"{BARBER}#Bookings, lateness and no-show fees", "numeric",
   "Ignores the €10 cap; the lower figure applies."),
 ]),
 ("AK-14", HS, "Client asking about a child's haircut, cancelling and a price change.", "2025-06-02T07:50:00Z", None, [
  ("Can my 12-year-old pop into the barber on his own after school for a trim?",
   "At 12 he'll need a grown-up with him - a parent or guardian has to be in the shop from start to finish for anyone under 14.",
   "No; under-14s must be accompanied by a parent or guardian for the whole service.",
   C, f"{BARBER}#Children and chemical services", "paraphrase", "Reworded but correct."),
  ("I've got an appointment tomorrow at 9 am but can't make it. It's 7:50 now - will I be charged if I cancel?",
   "Because you're cancelling with less than 48 hours' notice, the shop is allowed to charge a cancellation fee of up to €10.",
   "No; cancelling at least 24 hours ahead (here about 25 hours) means nothing can be charged.",
   N, f"{BARBER}#Bookings, lateness and no-show fees", "time_window",
   "Invents a 48-hour window; 24 hours' notice is enough and it is over 25 hours."),
  ("I've rebooked for Friday 6 June. On 10 May they quoted me €18 for a skin fade, now they're saying €22. Is that allowed?",
   "Unfortunately yes - a quoted price only has to be honoured for 14 days, and it's been nearly four weeks since 10 May.",
   "No; a quote must be honoured for appointments within 30 calendar days, and 6 June is 27 days after 10 May, so €18 applies.",
   N, f"{BARBER}#Prices and tips", "time_window", "Uses 14 days; the rule is 30 days (27 days elapsed)."),
  ("Is a skin fade or a taper better for thinning hair?",
   "A taper usually suits thinning hair better, as it keeps a bit more length on the sides and doesn't draw attention to the crown as much as a high skin fade.",
   "Styling advice is not covered by the corpus.",
   I, None, "out_of_scope", "Style advice; no corpus rule."),
 ]),
 ("AK-15", HS, "Knitter returning yarn and arranging a put-aside.", "2025-02-20T15:00:00Z", None, [
  ("I bought 8 skeins of merino on 25 January and only used 5. Can I return the other 3? Bands are on and I've got the receipt.",
   "Yes. Unused skeins with the ball bands still on can go back within 30 days with proof of purchase - you're on day 26, so you're in time. The refund goes back to the card or method you paid with.",
   "Yes; 26 days is within the 30-day window; refund to the original payment method.",
   C, f"{RETAIL}#Yarn returns", "time_window", "25 Jan to 20 Feb = 26 days <= 30."),
  ("One of those three I'd asked them to wind into a cake, but I never used it. Can that go back too?",
   "As long as it hasn't been knitted, a wound cake still counts as unused, so you can return it with the other two.",
   "No; skeins wound into cakes at the customer's request are not returnable unless faulty.",
   N, f"{RETAIL}#Yarn returns", "negation", "Caked skeins are non-returnable unless faulty."),
  ("Another skein I knitted up bled dye all over my hands. I bought it on 28 November. Too late to complain?",
   "Dye bleeding is a fault, but faulty yarn has to be reported within 60 days, and 28 November was 84 days ago, so I'm afraid it's too late.",
   "Not too late: faulty yarn is covered for 90 days; 84 days have passed, so refund or replacement, your choice.",
   N, f"{RETAIL}#Yarn returns", "time_window", "Uses 60 days; the faulty-yarn window is 90 days."),
  ("Could the shop set aside 12 skeins of the same dye lot for me for three weeks, free?",
   "They have to put aside all 12 skeins from one dye lot for you free of charge for up to 14 days. If you want them held the full three weeks, they'll take a 25 % deposit.",
   "The free put-aside covers up to 10 skeins for up to 14 days; the shop need not hold more than 10, and a longer hold (up to 60 days) is at its discretion against a 25 % deposit.",
   N, f"{RETAIL}#Dye lots and put-asides", "partial",
   "Deposit part is right, but the shop is not obliged to hold more than 10 skeins."),
  ("Thanks! Off to cast on a jumper.",
   "Have fun - enjoy the first few rows!",
   "No rule applies.",
   I, None, "smalltalk", "Farewell."),
 ]),
 ("AK-16", HS, "Bonsai buyer asking about labels and a dead tree.", "2025-04-26T11:10:00Z", None, [
  ("A nursery has a juniper labelled as 60 years old. Should there be any paperwork for that?",
   "There should. Any age claim over 25 years has to be supported by a written provenance record - earlier owners' or nursery records, for example. If they can't show one, the label ought to say 'age unknown' or just give the years since styling began.",
   "Yes; age claims above 25 years need a written provenance record, otherwise 'age unknown' or years since styling.",
   C, f"{RETAIL}#Bonsai labelling", "plain", "Matches the provenance rule."),
  ("I bought a Chinese elm on 1 April and it died on 20 April. I followed the care sheet. Can I get my money back?",
   "I'm afraid not - the nursery guarantee only covers trees that die within 14 days of purchase, and yours lasted 19 days.",
   "Yes in principle: trees that die within 21 calendar days are covered if the care sheet was followed; 19 days is inside (subject to the exclusions).",
   N, f"{RETAIL}#Bonsai plant guarantee", "time_window", "Uses 14 days; the guarantee is 21 days."),
  ("It was on clearance at 30% off. Does that change anything?",
   "No, a 30 % reduction doesn't take it out of the guarantee - only clearance trees reduced by 40 % or more are excluded.",
   "No; only reductions of 40 % or more exclude the guarantee.",
   C, f"{RETAIL}#Bonsai plant guarantee", "numeric", "30 % < 40 % threshold."),
  ("Hmm, I did repot it about a week after I bought it.",
   "Then unfortunately the guarantee wouldn't apply - trees that the buyer has repotted or root-pruned after purchase aren't covered.",
   "Repotting by the customer removes the guarantee.",
   C, f"{RETAIL}#Bonsai plant guarantee", "negation", "Correct exclusion for repotted trees."),
 ]),
 ("AK-17", HS, "Parent booking bonsai and knitting classes for their children.", "2025-10-01T17:20:00Z", None, [
  ("My 13-year-old wants to do a bonsai wiring workshop. Can he go on his own?",
   "Bonsai workshops take children from 12 upwards, and from 13 they can attend on their own, so he doesn't need anyone with him.",
   "He's old enough (12+), but ages 12-15 need an adult booked on the same workshop.",
   N, f"{RETAIL}#Workshops and classes", "partial",
   "Minimum age right; wrongly says a 13-year-old needs no adult."),
  ("Can you give me a full rundown of how booking and cancelling classes works, both bonsai and knitting, including if the shop cancels?",
   LONG_WORKSHOPS,
   "Ages: bonsai 12+ (12-15 with an adult booked), knitting 7+ (under-12s with an adult in the room); cancel 5+ working days before for a full refund, later a 6-month credit note; shop cancellation: full refund within 10 working days.",
   C, f"{RETAIL}#Workshops and classes", "long_answer",
   "Long answer consistent with the workshop rules, including the working-day count."),
  ("The workshop is on Saturday 11 October. If I cancel on Monday 6 October, do I get my money back?",
   "Yes - Monday the 6th still gives five working days' notice before the Saturday, so you'd get a full refund.",
   "No: only Tue-Fri (4 working days) fall between, so you'd get a credit note valid 6 months, not a refund.",
   N, f"{RETAIL}#Workshops and classes", "time_window",
   "Only 4 working days strictly between Mon 6 and Sat 11."),
  ("Would it be all right to bring my child, who's 8, along to the beginners' knitting class?",
   "I'm sorry, knitting classes are only open to children aged 10 and over, so she'll have to wait a couple of years.",
   "Yes; knitting classes start at 7, and as she is under 12 an adult must be in the room - you'll be there.",
   N, f"{RETAIL}#Workshops and classes", "refusal", "Wrong refusal: minimum age is 7."),
 ]),
 ("AK-18", HS, "Customer with mixed questions about a bonsai order and a barber visit.", "2025-07-19T09:05:00Z", None, [
  ("I'm ordering a bonsai online. Could the nursery post it to me on a Thursday?",
   "Thursday won't work, I'm afraid - we only dispatch living trees from Monday through Wednesday, to avoid them sitting in a depot across the weekend. The following Monday is the soonest we could send it.",
   "No; live trees are dispatched only Monday to Wednesday.",
   C, f"{RETAIL}#Shipping live trees", "time_window", "Matches the Mon-Wed dispatch rule."),
  ("It's a Japanese maple. Does the label have to say anything about where to keep it?",
   "The outdoor-tree warning is optional for maples - a nursery may add it if it likes, but the label just needs the species, rough age and whether it's indoor or outdoor.",
   "Yes; outdoor species such as maples must carry the line 'Outdoor tree - needs winter cold, do not keep indoors'.",
   N, f"{RETAIL}#Bonsai labelling", "modality", "Turns a mandatory label line into an optional one."),
  ("Different topic - can I get a wet shave on a bank holiday Monday?",
   "Usually not: barber shops stay shut on public holidays unless they have a borough holiday permit, so check with your shop whether it has one.",
   "Only at a shop with a borough holiday permit; otherwise shops are closed.",
   C, f"{BARBER}#Opening hours", "plain", "Matches the public-holiday rule."),
  ("What yarn weight would you use for a baby blanket?",
   "DK is a popular choice - soft, quick to knit and easy to wash. Go for a machine-washable wool blend or cotton.",
   "Yarn choice is not covered by the corpus.",
   I, None, "out_of_scope", "Craft advice; no corpus rule."),
  ("Is it true barbers only need to wash towels at 40 degrees?",
   "No, towels have to go through a wash of at least 60 °C, and each towel is only used for one client.",
   "No; at 60 °C or hotter, one client per towel.",
   C, f"{BARBER}#Tool hygiene", "numeric", "Matches 60 °C and single use."),
 ]),
]
