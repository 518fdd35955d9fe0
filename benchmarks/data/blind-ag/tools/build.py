#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for set AG.

All data below was written by hand for this set. Run from anywhere:
    python3 tools/build.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

WOOL = "woolpath-assistant"
COCOA = "cocoa-wick-assistant"
MAGIC = "marvello-assistant"

CP = "company/woolpath-treks-policy.md#"
TR = "llama-alpaca-trekking-code.md#"
CB = "consumer-bookings-code.md#"
CH = "chocolate-workshops-code.md#"
CS = "candle-soap-studios-code.md#"
MG = "magic-performers-code.md#"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_RIDGE = (
    "Happy to walk you through it! Here's what a Ridge Trek looks like for you and your 11-year-old.\n\n"
    "When and how long: The Ridge Trek sets off at 13:30 and lasts three hours. It runs Wednesday to Sunday; "
    "we don't trek on Mondays or Tuesdays because those are the herd's rest days. Along the way there's a proper "
    "break of at least ten minutes in every hour, so nobody, two-legged or four-legged, gets worn out.\n\n"
    "Age: Your son is 11, so he's fine. The Ridge Trek is open from age 10 upwards.\n\n"
    "Price: Adults pay €85 and 10-to-15-year-olds pay €55, so €140 for the two of you. That includes the feeding "
    "pellets, a helmet for your son and VAT. When you book we take a 20 % deposit, which would be €28, and the "
    "remaining €112 is due 14 days before the trek. If you book inside that 14-day window, it's paid in full up front.\n\n"
    "Leading the llamas: Your son can have a llama of his own, but as he's under 16 you (or another adult) will need "
    "to walk right beside him the whole way. Everyone leads just one llama, and nobody rides them, however small.\n\n"
    "Group size: Ridge Treks are kept small, never more than eight guests, and each guide looks after no more than "
    "four llamas.\n\n"
    "Feeding: You'll be able to feed the llamas, but only with the pellets we hand out, offered on a flat palm. "
    "Please leave carrots, apples, bread and your own snacks in the bag.\n\n"
    "What to wear: Closed-toe shoes or boots with a good grip are a must. Sandals and flip-flops aren't allowed, and "
    "our guides will turn away anyone wearing them. As the trek is longer than two hours, bring a waterproof layer "
    "too. Dogs can't join, I'm afraid.\n\n"
    "Weather: We don't run treks if the forecast goes above 25 °C or below freezing, or if gusts over 50 km/h are "
    "expected. We'll text you by 6 pm the evening before to confirm; if the weather changes overnight we'll send a "
    "final decision by 7 am on the day. If we have to call it off, you choose either your money back in full or a "
    "free new date any time in the following 12 months.\n\n"
    "If your plans change: Cancel 10 or more days before and you get everything back, with no admin fee. Between 4 "
    "and 9 days before, you get half back. With less than 4 days' notice there's no refund, unless you're ill and can "
    "give us a doctor's note dated before the trek, in which case at least half comes back. Refunds reach your "
    "original payment method within 7 days of the cancellation being agreed.\n\n"
    "Anything else you'd like to know, or shall I check availability for a date?"
)

LONG_CANDLE = (
    "Of course! Here's a full guide to our soy container candle class.\n\n"
    "Who can come: The class is open to anyone aged 8 and over. Children under 14 need an adult taking part "
    "alongside them, so if you're bringing a younger family member, book a place for yourself too.\n\n"
    "Space and group size: Each person gets a workstation of at least 2 m², and an instructor never looks after "
    "more than 12 people, so there's always someone close by to help.\n\n"
    "Melting the wax: We work with soy wax. It's melted in thermostatic melters or a double boiler, never over a "
    "flame or on a gas ring, and it never climbs above 85 °C. There's a fire blanket and a CO2 extinguisher in the "
    "room, and if wax ever did catch fire, water is the one thing we'd never use on it.\n\n"
    "Scent and colour: You can choose from our fragrance oils; the amount is kept to no more than 10 % of the weight "
    "of your wax so the candle burns cleanly. If you'd like to use an oil of your own, bring its safety data sheet "
    "and show it to the instructor before the session begins, and they'll tell you whether it's suitable.\n\n"
    "Pouring: Your instructor will show you how to fix the wick, pour in stages and avoid sink holes. We'll talk you "
    "through each step, and you'll have time to add a decorative top layer if you like.\n\n"
    "If anything goes wrong: Any burn or splash, however small, goes into our incident book the same day, and if "
    "someone needs medical treatment we report it to the Craft Studios Board within two working days.\n\n"
    "Taking your candle home: Your candle goes home in a box with a label giving burning safety tips: trim the wick, "
    "never leave it unattended, and keep it away from draughts, pets and children. Once you're home that evening, "
    "you can light it straight away and enjoy the scent. We'll also give you written care notes to keep.\n\n"
    "Booking: The price includes all materials and VAT, and any extras such as gift boxes are listed with their "
    "prices before you pay. Deposits are never more than 30 % of the total.\n\n"
    "Let me know if you'd like me to reserve a place for you!"
)

LONG_CORPORATE = (
    "Here's a summary of everything for your corporate dinner at the Greyharbour Hotel on Friday 10 October.\n\n"
    "The booking: The show runs from 22:30 to 23:45 and the fee is €800. Because performers aged 16 or 17 can't "
    "perform after 22:00, Tamsin Vale can't take this slot, so we'll name a performer aged 18 or over in your "
    "confirmation. Once they're named, we can only swap them with your written agreement; the one exception is "
    "sudden illness, when we may send another registered performer of similar experience and tell you before the "
    "event. Your confirmation will arrive within two working days of your deposit and will list the date, times, "
    "venue, fee, the performer's name and Guild registration number, and every fire, blade or animal effect planned.\n\n"
    "Payment: The deposit is capped at 30 %, so €240 at most, and we won't ask for the balance earlier than 21 days "
    "before the event.\n\n"
    "Fire: Because everyone in your audience is an adult, fire effects are possible. As the show is indoors, the "
    "hotel must give its written permission before the night, and we'll need that in hand. Open flame stays at "
    "least two metres from the nearest guest, and the performer keeps a CO2 or water-mist extinguisher within five "
    "metres.\n\n"
    "Blades: Within three metres of guests only blunt or retractable props are used, and no volunteer ever holds a "
    "sharp blade.\n\n"
    "Volunteers: For the handcuff routine, only a volunteer aged 18 or over can take part, and they must be free "
    "again within 30 seconds. Any guest under 16 who wanted to help with another trick would need a parent or "
    "guardian at the event to agree, though that's unlikely at an adults-only dinner.\n\n"
    "Charges: The part of the show after 23:00 carries a late-night supplement of no more than 20 % of the fee, so "
    "at most €160. The hotel is about 40 km from the performer's base: the first 25 km each way are included, "
    "leaving 15 km each way at no more than €0.40 per km, which is at most €6 each way or €12 in total. Parking can "
    "be passed on at cost with a receipt. If you'd like the show to run longer on the night, that only happens if "
    "you agree there and then, and extra time is billed in 15-minute blocks at no more than the booked hourly rate. "
    "Nothing else can be added to the fee.\n\n"
    "If we cancel: You'd choose between a full refund with no admin fee and a free rebooking, with any refund paid "
    "within 14 days. If the cancellation came less than 72 hours before the show, you'd also receive 10 % of the "
    "fee (€80) as compensation, unless you accept a substitute performer who then does the show.\n\n"
    "Shall I send you the deposit link?"
)

# Each session: (num, assistant, started_at, context, turns)
# Each turn: (query, assistant, ground_truth, label, kind, clause, rationale, weight or None)
SESSIONS = [
    (1, WOOL, "2025-05-12T10:05:00Z",
     "Woolpath Treks website chat. A parent is planning a Meadow Walk on Saturday 14 June 2025. Today is Monday 12 May 2025.",
     [
         ("Hi! We'd love to book the Meadow Walk on Saturday 14 June. It would be me and my two kids, who are 4 and 9. Is that all right?",
          "What a lovely plan! The Meadow Walk is a gentle two-hour amble with the llamas, starting at 9:30. Your 9-year-old will be fine, and your 4-year-old is welcome too as long as they stay with you the whole time. Little ones under five just can't lead a llama themselves.",
          "Your 9-year-old can come, but your 4-year-old can't: the minimum age for every Woolpath trek is 5.",
          N, "partial", CP + "Children and Young Guests",
          "The 9-year-old part is right, but Woolpath's minimum age is 5 on every trek. Even the general code would only allow an under-5 on treks of 90 minutes or less, and the Meadow Walk lasts 2 hours.", None),
         ("Ah, shame. Just me and my 9-year-old then. Can she lead her own llama?",
          "She certainly can have her own llama! The only condition is that a grown-up walks right beside her for the whole walk. That applies to everyone under 16 here at Woolpath.",
          "Yes, as long as an adult walks directly alongside her, because she is under 16.",
          C, "paraphrase", CP + "Children and Young Guests",
          "Matches Woolpath's rule that under-16s lead only with an adult directly alongside, in different words.", None),
         ("Great. What's the total for the two of us?",
          "It's €55 for you and €25 for her, so €80 altogether. The pellets for feeding the llamas and VAT are already included.",
          "€90: €55 for the adult plus €35 for a child aged 5 to 15, with pellets and VAT included.",
          N, "numeric", CP + "Treks, Times and Prices",
          "The Meadow Walk child price is €35, so the total is €90; €25 is the adult price of the Paddock Stroll.", None),
         ("And what's due from me today?",
          "We take a 30% deposit when you book, so on the €80 that's €24 today, and the remaining €56 is due two weeks before the walk.",
          "The total is €90, and Woolpath takes a 20 % deposit: €18 today, with the €72 balance due 14 days before the trek (31 May).",
          N, "numeric", CP + "Deposits, Refunds and Rebooking",
          "Woolpath's deposit is 20 % of the correct €90 total (€18). 30 % is only the ceiling in the general Bookings Code; the stricter company rule binds Woolpath's assistant.", None),
     ]),
    (2, WOOL, "2025-07-03T16:40:00Z",
     "Woolpath Treks chat. The guest holds two adult places (€170 paid) on the Ridge Trek on Saturday 5 July 2025. Today is Thursday 3 July 2025.",
     [
         ("The forecast for Saturday afternoon says 26 degrees. Will the Ridge Trek still run?",
          "26 °C is still within our limits; we only stop treks once it goes above 27 °C. Bring plenty of water, a hat and some sun cream and you'll be fine.",
          "Not if that forecast holds: Woolpath doesn't run a trek when the forecast temperature during it is above 25 °C.",
          N, "numeric", CP + "Heat and Weather",
          "Uses the general code's 27 °C limit. Woolpath's stricter limit is 25 °C, so a 26 °C forecast means the trek does not run.", 0.4),
         ("When would I find out if it's cancelled?",
          "We'll text you by 6 pm on Friday evening at the latest. If the weather shifts overnight we can still call it off, but you'd hear from us by 7 am on Saturday.",
          "By text by 18:00 on Friday 4 July; if conditions change overnight, a final decision by 07:00 on Saturday.",
          C, "time_window", CP + "Heat and Weather",
          "Matches Woolpath's 18:00-the-evening-before notice and the 07:00 final decision.", 0.2),
         ("And if you do cancel, what happens to the €170 I paid?",
          "If we call it off, it's your choice: all €170 back with nothing taken off, or a free new date any time in the next twelve months. Money goes back to the card you paid with within a week.",
          "You choose between a full €170 refund with no deductions and a free rebooking within 12 months; refunds are paid within 7 calendar days to the original payment method.",
          C, "multi_rule", CP + "Deposits, Refunds and Rebooking",
          "Combines Woolpath's refund-or-rebook choice and 7-day refund timing with the Bookings Code rule that provider cancellations carry no fee; all consistent.", 0.2),
         ("Brilliant, thanks so much for your help!",
          "You're very welcome. Fingers crossed for a cooler Saturday!",
          "A friendly sign-off; no rule applies.",
          I, "smalltalk", None, "Thanks and goodbye; nothing in the corpus applies.", 0.2),
     ]),
    (3, WOOL, "2025-06-12T08:30:00Z",
     "Woolpath Treks chat. The guest booked the Meadow Walk for three adults on Sunday 22 June 2025 and paid €165 in full. Today is Thursday 12 June 2025.",
     [
         ("Something's come up. If I cancel the Meadow Walk today, how much of my €165 do I get back?",
          "As you're cancelling with less than 15 days to go, you'd get half back, which is €82.50.",
          "All of it: cancelling 10 days ahead, Woolpath refunds 100 % with no administration fee, so €165.",
          N, "multi_rule", CP + "Deposits, Refunds and Rebooking",
          "The answer applies the general Bookings Code band (7 to 14 days: 50 %). Woolpath's stricter table gives 100 % at 10 or more days, and 12 to 22 June is 10 days.", None),
         ("Hmm. What if my sister takes my place instead?",
          "That's no problem at all and there's no charge. Just let us know her name at least 48 hours before the walk starts, and make sure she meets the trek requirements.",
          "Yes, free of charge if we are told at least 48 hours before the start and she meets the trek's requirements.",
          C, "plain", CB + "Transfers and Name Changes",
          "Free transfer up to 48 hours before, subject to the new participant meeting the requirements.", None),
         ("Or could we move all three places to a date in late July?",
          "Yes, you're entitled to a free date change any time up to 48 hours before your walk, so just tell me which July date you'd like.",
          "With 10 days' notice a date change is at Woolpath's discretion; we'll try to move you if there's space, but it isn't guaranteed.",
          N, "modality", CB + "Transfers and Name Changes",
          "Date changes with less than 15 days' notice are at the provider's discretion. The answer turns this into an entitlement and borrows the 48-hour window that belongs to transfers to another person.", None),
         ("If I do end up cancelling, how soon would the money come back?",
          "Within seven days of us confirming the cancellation, straight back onto the card you paid with.",
          "Within 7 calendar days of the cancellation being agreed, to the original payment method.",
          C, "time_window", CP + "Deposits, Refunds and Rebooking",
          "Matches Woolpath's 7-day refund rule (stricter than the code's 14 days).", None),
     ]),
    (4, WOOL, "2025-05-20T19:12:00Z",
     "Woolpath Treks chat about the Fell Camp overnight trek starting Friday 27 June 2025.",
     [
         ("We're a group of seven adults. Can we all go on the Fell Camp together?",
          "Yes! The Fell Camp takes up to eight guests, so the seven of you will fit nicely in one group.",
          "No, the Fell Camp takes at most 6 guests, so seven can't go on one camp.",
          N, "numeric", CP + "Group Sizes and Guides",
          "8 is the general code's overnight limit; Woolpath caps the Fell Camp at 6.", None),
         ("OK, we'll think about it. Could we bring our dog? He's very calm.",
          "I'm sorry, but dogs can't come on any of our treks, not even on a lead. The one exception is an assistance dog. If that's the case, we'd need to know at least a week before so we can check it's safe with the herd.",
          "No dogs, even on a lead; an assistance dog may be accepted if the risk assessment allows it and we're told at least 7 days before.",
          C, "plain", TR + "Feeding, Contact and Dogs",
          "Correct ban on dogs and correct assistance-dog exception with 7 days' notice.", None),
         ("My 14-year-old nephew might come instead of one of the adults. I'm his uncle. Can he lead his own llama?",
          "He's old enough for the Fell Camp, since the minimum age is 12, and at 14 he can lead his own llama solo once he's had the safety briefing.",
          "He meets the Fell Camp minimum age of 12, but under 16 he may lead only with an adult walking alongside, and he must be accompanied by a parent or legal guardian on the camp.",
          N, "partial", CP + "Children and Young Guests",
          "Minimum age 12 is right. Solo leading from 14 is the general code's rule; Woolpath requires an adult alongside for under-16s, and the answer also misses the parent-or-guardian condition for under-16s on the Fell Camp.", None),
         ("Could the llamas carry our tents? They're about 18 kg each.",
          "Yes, that works. A llama can carry up to 20 kg, so one tent per llama is fine.",
          "Not at 18 kg: a Woolpath llama carries no more than 15 kg, so the load has to be split.",
          N, "numeric", CP + "Herd Limits",
          "20 kg is the general code's pack limit; Woolpath's stricter limit is 15 kg, so 18 kg per llama is too much.", None),
         ("What's the weather usually like up on the fell in June?",
          "It's often breezy and a few degrees cooler than the valley floor, and mist can roll in quickly early in the morning. Layers are always a good idea.",
          "General climate chat; no corpus rule applies.",
          I, "out_of_scope", None, "Typical local climate is not covered by any corpus document.", None),
     ]),
    (5, WOOL, "2025-06-10T12:20:00Z",
     "Woolpath Treks chat. A parent is planning a trek with an 11-year-old son. Today is Tuesday 10 June 2025.",
     [
         ("Are you running treks on Monday 16 June?",
          "Not on a Monday, I'm afraid. Mondays and Tuesdays are the herd's rest days. The nearest day that week would be Wednesday 18 June.",
          "No. Woolpath treks run Wednesday to Sunday only; the first trek day that week is Wednesday 18 June.",
          C, "time_window", CP + "Treks, Times and Prices",
          "16 June 2025 is a Monday, and Woolpath runs no treks on Mondays or Tuesdays.", None),
         ("Could you give me a full rundown of what the Ridge Trek involves for me and my 11-year-old son? Timings, prices, rules, the lot.",
          LONG_RIDGE,
          "Ridge Trek: Wednesday to Sunday at 13:30, 3 hours, ages 10+; €85 + €55 = €140; 20 % deposit (€28), balance 14 days before; he leads with an adult alongside; max 8 guests; pellets only; closed-toe shoes; no trek above 25 °C; refunds per Woolpath's table within 7 days.",
          C, "long_answer", CP + "Treks, Times and Prices",
          "A long answer in which every statement matches the Woolpath policy and the codes it builds on.", None),
         ("Can we bring some carrots for the llamas? My son would love that.",
          "Carrots are fine as a little treat, as long as they're chopped into small pieces. The one thing we ask is no bread.",
          "No, only the pellets Woolpath supplies, offered from a flat hand. Carrots, fruit and bread aren't allowed.",
          N, "negation", TR + "Feeding, Contact and Dogs",
          "Permission flipped: the code allows only operator-supplied pellets and bans vegetables.", None),
         ("He'll probably want to wear his sandals. It's summer after all.",
          "He'll need proper closed shoes with a decent grip, like trainers or walking boots. Our guides can't take anyone in sandals, and if someone is turned away on the day for their footwear, it counts as a late cancellation, so there'd be no refund for that place.",
          "Closed-toe shoes with grip are required; anyone turned away for footwear on the day is treated as a late cancellation, so no refund.",
          C, "multi_rule", TR + "Clothing and Footwear",
          "Footwear rule from the trekking code; being turned away counts as cancelling with less than 7 days' notice, which under both the Bookings Code and Woolpath's table means no refund.", None),
     ]),
    (6, WOOL, "2025-06-15T07:55:00Z",
     "Woolpath Treks chat; a visitor making casual conversation.",
     [
         ("hello!! is this the llama people?",
          "Hi there! Yes, this is Woolpath Treks' booking assistant. How can I help today?",
          "A friendly greeting; no rule applies.",
          I, "smalltalk", None, "Greeting only.", None),
         ("Do you know a good pub in the valley for lunch afterwards?",
          "I'm not much of a pub guide, I'm afraid. A map app will show you what's open nearby after your trek.",
          "Local pubs are outside the corpus; no rule applies.",
          I, "out_of_scope", None, "Restaurants and pubs are not covered by any corpus document.", None),
         ("Ha, fair. Tell me a llama joke then.",
          "What's a llama's favourite drink? A llama-nade!",
          "A joke; no rule applies.",
          I, "smalltalk", None, "Small talk.", None),
     ]),
    (7, COCOA, "2025-06-02T14:00:00Z",
     "Cocoa & Wick Studio chat about a family chocolate workshop on Saturday 14 June 2025. The booking is made today, Monday 2 June 2025.",
     [
         ("I'd like to book the family chocolate workshop for my twins, who are 7, and their friend, who's 8. Can I come as the only adult?",
          "Absolutely. One adult can bring up to three children to our family sessions, so you're all set.",
          "No. One adult may accompany no more than 2 children aged 6 to 11, so three children need two adults taking part.",
          N, "numeric", CH + "Participant Ages and Supervision",
          "The ratio is at most 2 children per accompanying adult, not 3.", None),
         ("OK, my husband will come too. Will the kids get to melt and temper the chocolate themselves?",
          "They'll get stuck into the fun bits: stirring, piping, decorating and filling the moulds once the chocolate has cooled to a comfortable working temperature. The actual melting, when it's hot, is done by the instructor, and the children won't be using the hobs or microwaves.",
          "No. Under-12s don't operate hobs, microwaves or water baths and don't handle chocolate above 45 °C; the instructor melts it for them.",
          C, "paraphrase", CH + "Heat and Hot Equipment",
          "Consistent with the heat rules, expressed without the rule's wording.", None),
         ("One of the kids' friends has a nut allergy. When will we get the allergen details?",
          "We email the full allergen sheet 48 hours before the workshop, so you'll have it by Thursday.",
          "At least 5 working days before the session, so by Monday 9 June for a Saturday 14 June workshop.",
          N, "time_window", CH + "Allergen Information",
          "The allergen list must go out at least 5 working days before, not 48 hours.", None),
         ("Can you guarantee the session will be completely nut-free?",
          "I can't promise that for a regular session. We can only call a workshop nut-free if nothing containing nuts has been in the room for the previous 24 hours and all the equipment has been deep-cleaned, so I'll check whether that can be arranged for your date. If the allergy is severe, please make sure they bring their own adrenaline pen; without it we may not be able to let them take part.",
          "No guarantee for a normal session; it can only be called nut-free after 24 hours with no nuts in the room and a deep clean. A child with a severe allergy must bring their own auto-injector.",
          C, "refusal", CH + "Allergen Information",
          "A correct refusal with the exact conditions for a nut-free session and the auto-injector rule.", None),
     ]),
    (8, COCOA, "2025-05-06T17:25:00Z",
     "Cocoa & Wick Studio chat. A parent asks about an evening standard chocolate workshop for a 15-year-old daughter.",
     [
         ("My daughter is 15 and wants to do your standard chocolate workshop on her own. Is that allowed?",
          "Yes, she can come by herself. We just need written consent from you before the session starts.",
          "Yes; at 12 to 15 she may attend without an adult if a parent or guardian gives written consent before the session.",
          C, "plain", CH + "Participant Ages and Supervision",
          "Matches the 12 to 15 rule.", None),
         ("The session includes liqueur truffles. Can she make those?",
          "She can make them as long as you've signed the consent form. She just won't join the spirits tasting part.",
          "No. Liqueur-filled chocolates may only be made and taken home by participants aged 18 or over.",
          N, "modality", CH + "Alcohol",
          "Parental consent does not lift the 18+ rule for liqueur chocolates; 'may' is granted where the rule says no.", None),
         ("How long will her fresh cream truffles keep?",
          "They'll be good for about two weeks, as long as they're kept somewhere cool.",
          "Keep them in a fridge at 4 to 8 °C and eat them within 5 days of making.",
          N, "numeric", CH + "Take-Home Products",
          "Fresh-cream truffles must be eaten within 5 days and kept refrigerated.", None),
         ("And the plain chocolate bars she makes?",
          "Those last much longer. The label will show a best-before date six months after the day she made them.",
          "Best-before no more than 3 months after the date made.",
          N, "numeric", CH + "Take-Home Products",
          "Solid chocolate may carry a best-before date of no more than 3 months, not 6.", None),
     ]),
    (9, COCOA, "2025-08-04T11:10:00Z",
     "Cocoa & Wick Studio chat. A customer is organising a private chocolate evening for adult friends on Friday 19 September 2025. The standard workshop costs €60 per person.",
     [
         ("There are ten of us, all adults. Could we book a private tempering masterclass?",
          "Our tempering masterclass is capped at eight people, so all ten of you couldn't do it together. We could split you across two masterclasses, or you could all join a standard workshop, which takes up to sixteen.",
          "Not as one group: the masterclass takes at most 8. Split into two, or book a standard workshop (up to 16).",
          C, "numeric", CH + "Group Sizes and Instructors",
          "Correct maxima from the group-size table.", None),
         ("Let's do the standard workshop then. What deposit do you need, and when's the rest due?",
          "For ten places at €60 that's €600. We'd take a 25% deposit of €150 now and ask for the balance three weeks before the evening, on 29 August.",
          "Any deposit up to 30 % (€180) is allowed, so €150 is fine; the balance may be requested no earlier than 21 days before, so 29 August is fine.",
          C, "numeric", CB + "Deposits and Final Payment",
          "25 % is under the 30 % ceiling, and 29 August is exactly 21 days before 19 September, the earliest date allowed.", None),
         ("Could we add a whisky tasting to the evening?",
          "Yes, we can add a tasting flight for everyone aged 18 or over: three 15 ml measures each.",
          "Yes, for those 18 or over, but no more than 2 measures of 15 ml each.",
          N, "numeric", CH + "Alcohol",
          "Tasting is capped at 2 measures of 15 ml per person, not 3.", None),
         ("It's a Belgian theme, by the way. What's the capital of Belgium again?",
          "Brussels! A very fitting theme for a chocolate evening.",
          "General knowledge; no rule applies.",
          I, "out_of_scope", None, "Geography is outside the corpus.", None),
     ]),
    (10, COCOA, "2025-06-20T09:45:00Z",
     "Cocoa & Wick Studio chat about children's places in candle and soap classes.",
     [
         ("Can my 7-year-old join the container candle class if I come with her?",
          "Yes. From seven they can join container candle pouring, as long as you're taking part alongside her.",
          "No, the minimum age for container candle pouring is 8.",
          N, "numeric", CS + "Minimum Ages by Activity",
          "Minimum age is 8, not 7; an accompanying adult does not lower it.", None),
         ("What about melt-and-pour soap for her?",
          "That's a great fit for her age. Children from six can make melt-and-pour soap, with a grown-up taking part next to them.",
          "Yes, melt-and-pour soap is open from age 6; under 12 she needs an adult taking part.",
          C, "paraphrase", CS + "Minimum Ages by Activity",
          "Matches the table row for melt-and-pour soap.", None),
         ("My older one is 13. Could he do the cold-process soap class with lye?",
          "I'm sorry, I can't book him onto that. Cold-process soap is only open to people aged 16 and up because of the lye. He'd be very welcome in melt-and-pour or the candle classes instead.",
          "No, the minimum age for cold-process soap is 16.",
          C, "refusal", CS + "Minimum Ages by Activity",
          "A correct refusal based on the 16+ minimum age.", None),
     ]),
    (11, COCOA, "2025-06-04T18:05:00Z",
     "Cocoa & Wick Studio chat. A 17-year-old is booked on the cold-process soap class on Saturday 7 June 2025.",
     [
         ("I'm 17 and booked on Saturday's cold-process soap class. Will I get to mix the lye myself?",
          "Yes, everyone mixes their own lye solution under the instructor's eye. It's a key part of learning the process.",
          "No. Only participants aged 18 or over may handle solid lye or mix lye solution; the instructor mixes it for you.",
          N, "plain", CS + "Lye Safety",
          "Under-18s may not mix lye solution.", 0.3),
         ("What should I wear?",
          "Splash-proof goggles, nitrile gloves and a top with long sleeves. Everyone in the lye area wears all three.",
          "Splash goggles, nitrile gloves and long sleeves.",
          C, "plain", CS + "Lye Safety",
          "Matches the protective equipment rule.", 0.1),
         ("If I get lye on my skin, should I put vinegar on it?",
          "A splash of vinegar will neutralise it quickly. After that, rinse the area under the tap for a minute or two.",
          "No vinegar or other acid on skin; flush with running water for at least 15 minutes.",
          N, "negation", CS + "Lye Safety",
          "The rule says vinegar is never put on skin and flushing lasts at least 15 minutes.", 0.3),
         ("When can I actually use the soap I make?",
          "It needs at least four weeks to cure, so not before Saturday 5 July. You'll get a note with that date, and each bar will be labelled with it too.",
          "After at least 4 weeks of curing: from 5 July; the studio gives a written note and labels the bars.",
          C, "time_window", CS + "Curing and Take-Home Labelling",
          "7 June plus 4 weeks is 5 July; written note and label are mentioned.", 0.2),
         ("How many people will be in the class?",
          "Up to eight per instructor, so it stays nice and personal.",
          "In lye sessions an instructor supervises no more than 6 participants.",
          N, "numeric", CS + "Studio Capacity and Staffing",
          "Lye sessions are capped at 6 per instructor, not 8.", 0.1),
     ]),
    (12, COCOA, "2025-07-01T13:30:00Z",
     "Cocoa & Wick Studio chat. An adult customer asks about the soy container candle class.",
     [
         ("In the candle class, how hot do you get the soy wax, and do you melt it on a gas ring?",
          "Never on a gas ring. We use thermostatic melters, and the soy wax is kept at 85 °C or below.",
          "Soy wax is heated to no more than 85 °C in a double boiler or thermostatic melter, never over a flame.",
          C, "plain", CS + "Wax Heating",
          "Matches the soy temperature limit and heating method.", None),
         ("Could you write me a full guide to the candle class: safety, what we'll do, and taking the candle home?",
          LONG_CANDLE,
          "As the guide, but soy candles may not be lit until at least 5 days after pouring.",
          N, "long_answer", CS + "Curing and Take-Home Labelling",
          "Everything is correct except one sentence saying the candle can be lit the same evening; soy candles must wait at least 5 days.", None),
         ("Can I bring my own fragrance oil from home?",
          "That's fine, as long as you bring along the oil's safety data sheet and your tutor gives it the green light before the class begins.",
          "Yes, with its safety data sheet and the instructor's approval before the session.",
          C, "paraphrase", CS + "Fragrance and Colour",
          "Same conditions as the rule, in different words.", None),
         ("How much fragrance can I put in my candle?",
          "Keep it to a tenth of the wax weight at most. Go beyond that and the oil can start to sweat out of the candle.",
          "No more than 10 % of the wax weight.",
          C, "numeric", CS + "Fragrance and Colour",
          "A tenth of the wax weight is the 10 % limit.", None),
     ]),
    (13, COCOA, "2025-06-11T10:15:00Z",
     "Cocoa & Wick Studio chat. The customer's daughter was burned at a candle class on Saturday 7 June 2025 and was treated at a clinic. Today is Wednesday 11 June 2025.",
     [
         ("My daughter burned her hand at your candle class on Saturday and we had to go to the clinic. Has this been reported?",
          "I'm so sorry to hear that. Our team logs every incident and sends any that needed medical treatment to the Craft Studios Board within ten working days, so it will be reported well within that time.",
          "It should have been recorded on Saturday itself and, as she needed treatment, reported to the Craft Studios Board within 2 working days, by Tuesday 10 June.",
          N, "time_window", CS + "Incident Recording and Reporting",
          "The reporting window is 2 working days, not 10.", None),
         ("I want to make a formal complaint. How long until I hear back?",
          "Please send it to us in writing. You'll get confirmation that we've received it within three business days, and a complete answer within four working weeks.",
          "Acknowledgement within 3 working days and a full written reply within 20 working days.",
          C, "paraphrase", CB + "Complaints",
          "Four working weeks equals 20 working days; both time limits match.", None),
         ("Sorry, I'm just really stressed about all this.",
          "That's completely understandable. It's upsetting when your child gets hurt, and I hope her hand is healing well.",
          "Empathy; no rule applies.",
          I, "smalltalk", None, "Emotional support only.", None),
         ("Thanks. Also, is there anything else I should know about the studio's fire safety?",
          "",
          "A fire blanket and a CO2 extinguisher are kept wherever wax is heated, and water is never used on a wax fire.",
          I, "empty_answer", None, "The assistant returned an empty string.", None),
     ]),
    (14, COCOA, "2025-06-05T20:30:00Z",
     "Cocoa & Wick Studio chat. The customer bought a chocolate workshop gift voucher yesterday (4 June 2025) and separately booked a candle class for Saturday 28 June 2025.",
     [
         ("I bought a gift voucher for a chocolate workshop yesterday. Can I still return it?",
          "Yes. As long as it hasn't been used, you can cancel a voucher for a full refund within 14 days of buying it.",
          "Yes, an unredeemed voucher can be cancelled for a full refund within 14 calendar days of purchase.",
          C, "plain", CB + "Cooling-Off",
          "Undated purchases have a 14-day cancellation right.", None),
         ("And how long is the voucher valid if I keep it?",
          "Our vouchers are valid for six months from the date of purchase.",
          "At least 12 months from purchase.",
          N, "numeric", CB + "Gift Vouchers",
          "Vouchers must be valid for at least 12 months.", None),
         ("I've also booked a candle class for 28 June. Do I have a cooling-off period on that?",
          "Yes, like any online purchase you've got 14 days to change your mind and get a full refund.",
          "No. A booking for a specific date has no statutory cooling-off period; the normal customer cancellation rules apply.",
          N, "negation", CB + "Cooling-Off",
          "The code says dated bookings carry no statutory cooling-off period; the answer asserts one.", None),
         ("Can the voucher be used on a Saturday?",
          "It isn't printed on the voucher, but as standard our vouchers only cover weekday sessions, so Saturdays are out, I'm afraid.",
          "Yes. A voucher can be limited to off-peak days only if that limit is printed on it, and yours has no such limit.",
          N, "negation", CB + "Gift Vouchers",
          "An off-peak limit applies only if printed on the voucher; the answer admits it isn't printed and still refuses Saturdays.", None),
     ]),
    (15, MAGIC, "2025-04-30T15:50:00Z",
     "Marvello Entertainment Agency chat. A parent is booking a magician for a son's 7th birthday party at home on Saturday 21 June 2025, 15:00 to 16:30. Today is Wednesday 30 April 2025.",
     [
         ("I'd like a magician for my son's 7th birthday on Saturday 21 June, 3 to 4:30 pm. Can the show run the full 90 minutes?",
          "A 90-minute booking works well. The magician will split it into two halves with a break of at least 10 minutes in the middle, because shows for young children never run for more than an hour without a pause.",
          "Yes, with a break of at least 10 minutes: continuous performance at a children's show may not exceed 60 minutes.",
          C, "numeric", MG + "Children's Shows",
          "Respects the 60-minute continuous limit and the 10-minute break for longer bookings.", None),
         ("My son's obsessed with fire. Could the magician do a fire trick?",
          "Fire effects aren't used at children's shows, I'm afraid. The performer will bring plenty of other showstoppers: vanishing coins, a floating wand and lots of audience participation.",
          "No; fire is used only where every audience member is 12 or older, never at children's shows.",
          C, "plain", MG + "Fire and Blade Effects",
          "Correctly refuses fire at a children's show.", None),
         ("The magician has a rabbit, right? Can the kids take turns holding it?",
          "Yes, the rabbit is always a highlight! After the show the children can take turns holding it while the magician supervises.",
          "Not the children under 8, which at a 7th birthday party is most of them; audience members under 8 may not handle the animals.",
          N, "negation", MG + "Live Animals",
          "Audience members under 8 may not hold animals; the guests are around 7.", None),
         ("I'll pay the deposit now. When will I get the confirmation?",
          "Within two working days of us receiving it. Tomorrow is the 1 May public holiday, which doesn't count, so you'll have it by Monday 5 May at the latest.",
          "Within 2 working days after the deposit is received; 1 May is a public holiday, so by Monday 5 May.",
          C, "time_window", MG + "Booking Confirmation",
          "1 May is an Eldmark public holiday, so the two working days after Wednesday 30 April are Friday 2 May and Monday 5 May.", None),
     ]),
    (16, MAGIC, "2025-09-08T09:00:00Z",
     "Marvello Entertainment Agency chat. A company books a magician for an adults-only corporate dinner at the Greyharbour Hotel on Friday 10 October 2025; the fee is €800.",
     [
         ("It's an adults-only corporate dinner, indoors at the Greyharbour Hotel. Could the magician do some fire magic?",
          "Yes, fire is fine for an all-adult audience, even indoors. The performer keeps the flames at least a metre away from guests and always brings an extinguisher.",
          "Yes, but indoors the hotel's written permission is needed beforehand, open flame must stay at least 2 metres from guests, and a CO2 or water-mist extinguisher must be within 5 metres.",
          N, "partial", MG + "Fire and Blade Effects",
          "Adult audience is right, but the distance is 2 metres, not 1, and the venue's written permission is left out.", None),
         ("The show would run from 22:30 to 23:45. Will there be any extra charges for the late finish?",
          "There's a late-night supplement for the part of the show after 11 pm, capped at 20% of the fee, so no more than €160 on your €800 booking.",
          "A late-night supplement of at most 20 % of the fee (€160) for performance time after 23:00.",
          C, "numeric", MG + "Fees, Overtime and Travel",
          "Matches the late-night supplement rule.", None),
         ("Our favourite performer is Tamsin Vale, who's 17. Any problem booking her?",
          "Not at all. Once a performer is 16 they can take any paid booking, so Tamsin is fine for your dinner.",
          "Yes: performers aged 16 or 17 may not perform after 22:00, and the show runs 22:30 to 23:45.",
          N, "plain", MG + "Registration and Identification",
          "Leaves out the 22:00 limit for 16- and 17-year-old performers, which rules Tamsin out.", None),
         ("OK. Please summarise everything we've agreed and the rules for the night. The hotel is about 40 km from the performer's base, and we'd love a handcuff routine with a volunteer.",
          LONG_CORPORATE,
          "Performer 18+; fire with hotel's written permission, 2 m, extinguisher within 5 m; cuff volunteer 18+, freed within 30 s; supplement max €160; travel max €12; overtime only if agreed, 15-minute blocks.",
          C, "long_answer", MG + "Audience Volunteers",
          "A long summary in which every statement matches the magic code and the Bookings Code.", None),
     ]),
    (17, MAGIC, "2025-07-10T08:05:00Z",
     "Marvello Entertainment Agency chat. The client's magician for Saturday 12 July 2025 (fee €600, €180 deposit paid) cancelled this morning, Thursday 10 July 2025.",
     [
         ("Our magician for Saturday has just cancelled. That's two days' notice. What are we owed?",
          "I'm sorry about this. You can have your full €180 deposit back with nothing deducted, or a free rebooking if you prefer. Because the cancellation came less than 72 hours before the event, you're also owed compensation of 10% of the fee, which is €60. If we find a substitute you're happy with and they perform the show, the compensation wouldn't apply.",
          "Full €180 refund without fees or free rebooking, plus €60 compensation (10 % of the fee) for less than 72 hours' notice, unless an accepted substitute performs.",
          C, "multi_rule", MG + "Performer Cancellation",
          "Correctly combines the Bookings Code provider-cancellation rule with the magic code's 72-hour compensation and its substitute exception.", 0.5),
         ("When will the money reach us?",
          "Refunds are processed within 14 working days of the cancellation being agreed.",
          "Within 14 calendar days of the cancellation being agreed.",
          N, "time_window", CB + "Refund Timing",
          "Shares the rule's wording but swaps calendar days for working days, making the window longer.", 0.3),
         ("Could we take it as credit towards a future booking instead?",
          "Of course, if that's what you'd prefer. Just confirm it in writing; otherwise it goes back to the card you paid with.",
          "Yes, credit is allowed if you agree; otherwise the refund goes to the original payment method.",
          C, "paraphrase", CB + "Refund Timing",
          "Credit only with the customer's agreement; default is the original payment method.", 0.1),
         ("Also, could you recommend a good florist for the event?",
          "I'm sorry, I can't help with florists. I only handle Marvello's performer bookings.",
          "Florists are outside the corpus; declining is fine.",
          I, "refusal", None, "Declines an off-topic request; no corpus rule applies.", 0.1),
     ]),
    (18, MAGIC, "2025-07-22T16:30:00Z",
     "Marvello Entertainment Agency chat. An outdoor garden party on Saturday 26 July 2025 with a magician who works with doves; the show starts at 16:00. The venue is 55 km from the performer's base.",
     [
         ("The venue is 55 km from the performer's base. What can you charge for travel?",
          "The first 25 km are free; after that it's €0.45 per km each way, so 30 km × €0.45 = €13.50 each way, €27 in total.",
          "First 25 km each way included, then at most €0.40 per km each way: at most €12 each way, €24 in total.",
          N, "numeric", MG + "Fees, Overtime and Travel",
          "The per-km rate is capped at €0.40, not €0.45.", None),
         ("If the party runs late, can the magician just keep going and bill us afterwards?",
          "Only if you say yes on the day. The magician can't simply carry on and invoice you later. Any extra time is charged in 15-minute chunks at no more than your booked hourly rate.",
          "Only if you agree at the event; overtime is billed in 15-minute blocks at no more than the booked hourly rate.",
          C, "modality", MG + "Fees, Overtime and Travel",
          "Keeps the condition that overtime needs the client's agreement at the event.", None),
         ("She's got another show with the doves at 14:00 that day, and ours starts at 16:00. Is that okay?",
          "That's fine. The doves can do up to two shows a day, so ours would be their second.",
          "No: two shows a day is allowed, but at least 3 hours must pass between the starts, and 14:00 to 16:00 is only 2 hours.",
          N, "partial", MG + "Live Animals",
          "The two-shows limit is right, but the 3-hour gap between show starts is not met.", None),
         ("Do you think it'll be hot on Saturday?",
          "   ",
          "The assistant should answer or say it can't forecast the weather.",
          I, "empty_answer", None, "The answer is whitespace only.", None),
         ("The forecast now says 30 °C for the afternoon. Can the doves still come?",
          "At 30 °C the doves will have to stay at home. Animals can't be brought to outdoor events when it's forecast above 28 °C, so the magician will swap in a routine without them.",
          "No; animals are not taken to outdoor events when the forecast is above 28 °C.",
          C, "numeric", MG + "Live Animals",
          "Correct application of the 28 °C limit.", None),
     ]),
    (19, MAGIC, "2025-08-18T11:45:00Z",
     "Marvello Entertainment Agency chat. A parent has booked 'The Great Orlando' for a children's party; the agency has emailed about a replacement because Orlando is double-booked.",
     [
         ("Hi there, hope you're having a good day!",
          "Doing well, thanks for asking! How can I help?",
          "A greeting; no rule applies.",
          I, "smalltalk", None, "Greeting only.", None),
         ("We booked The Great Orlando, but you emailed to say someone else is coming because he's double-booked. Is that allowed?",
          "Yes. Agencies can send any registered performer of similar experience as long as we let you know before the event, which we've done.",
          "Not without your written agreement. The only exception is sudden illness of the named performer, and a double booking doesn't qualify.",
          N, "modality", MG + "Booking Confirmation",
          "Applies the sudden-illness exception to a double booking; otherwise a replacement needs the client's written agreement.", None),
         ("Does the replacement need a background check? It's a kids' party.",
          "Yes. Anyone we send to an event with under-16s in the audience holds a background check certificate issued within the last three years.",
          "Yes, a certificate issued no more than 3 years before the event.",
          C, "plain", MG + "Registration and Identification",
          "Matches the background-check rule.", None),
         ("For a different party: what deposit would you need on a €450 show?",
          "We'd ask for €135, which is 30% of the fee, and we won't request the balance until three weeks before the show.",
          "At most 30 % (€135); the balance no earlier than 21 days before.",
          C, "numeric", CB + "Deposits and Final Payment",
          "€135 is exactly the 30 % ceiling; balance timing is within the rule.", None),
         ("At that party a 3-year-old wants to be a volunteer. Can she?",
          "I'm afraid not. Volunteers need to be at least 4, so she can't come up to help. She can still shout the magic word from her seat with everyone else!",
          "No, no child under 4 may be a volunteer.",
          C, "refusal", MG + "Audience Volunteers",
          "Correctly refuses a volunteer under 4.", None),
     ]),
]


def main():
    convs, labels, expected = [], [], []
    for num, aid, started, context, turns in SESSIONS:
        sid = "AG-S%02d" % num
        conv = []
        weighted = any(t[7] is not None for t in turns)
        n = len(turns)
        resolved = {}
        nc = nn = ni = 0
        for i, (q, a, gt, lab, kind, clause, rat, w) in enumerate(turns, 1):
            qa = "AG-%02d-q%d" % (num, i)
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = w
                resolved[qa] = w
            else:
                resolved[qa] = round(1.0 / n, 4)
            conv.append(item)
            labels.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause,
                           "kind": kind, "rationale": rat})
            nc += lab == C
            nn += lab == N
            ni += lab == I
        num_w = sum(resolved[it["qa_id"]] for it, t in zip(conv, turns) if t[3] == C)
        den_w = sum(resolved[it["qa_id"]] for it, t in zip(conv, turns) if t[3] != I)
        if den_w == 0:
            score, verdict = None, I
        else:
            score = round(num_w / den_w, 4)
            verdict = C if score >= 0.5 else N
        convs.append({"session_id": sid, "assistant_id": aid, "language": "english",
                      "context": context, "started_at": started, "conversation": conv})
        expected.append({"session_id": sid, "assistant_id": aid, "n_interactions": n,
                         "n_compliant": nc, "n_non_compliant": nn, "n_irrelevant": ni,
                         "weight_mode": "full" if weighted else "none",
                         "resolved_weights": resolved, "expected_score": score,
                         "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", convs), ("labels.jsonl", labels),
                       ("expected_sessions.jsonl", expected)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("sessions", len(convs), "interactions", len(labels))


if __name__ == "__main__":
    main()
