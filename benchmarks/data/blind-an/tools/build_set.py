#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for the
blind-an evaluation set from the hand-written data below. Stdlib only.

Run from anywhere:  python3 tools/build_set.py
"""
import json
import os
from fractions import Fraction

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

B = "bookbinding/bookbinding-workshop-code.md"
M = "millinery/millinery-classes-and-orders.md"
L = "luthiery/instrument-repair-code.md"
FS = "company/fernhollow-strings-policy.md"
H = "rehearsal-halls/hall-hire-code.md"
KB = "company/kettleby-bandroom-policy.md"

GUILD = "wrenfield-guild-assistant"
FERN = "fernhollow-strings-assistant"
KETT = "kettleby-bandroom-assistant"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

# ---------------------------------------------------------------------------
# Long answers (over 2,000 characters each)
# ---------------------------------------------------------------------------

LONG_FELT_CLASS = """Happy to help. Here is a checklist for a felt blocking class that includes some younger participants.

Who can come
Felt blocking involves steamers and hot irons, so nobody under 14 can take part. Your 14- and 15-year-olds are fine age-wise, but because they are under 16, each of them needs a consent form signed by a parent or guardian, and you should have it in hand before their first session rather than collecting it on the day. Children aged 8 to 11 can only come to the Saturday family sessions with a parent partnering them, so please don't let younger brothers or sisters tag along to this class.

Group size and staffing
Ten participants is the most a class may have, so you are right at the limit; don't squeeze in an eleventh. With steamers running you need one tutor for every five participants, which means two tutors for ten people for the whole time the steamers are in use.

Steamers
Someone must be watching every steamer that is switched on, so never step away from a live steamer, even for a minute. When a steamer needs water, switch it off and wait at least ten minutes before refilling it. It is worth building those refill pauses into your lesson plan so that nobody is tempted to cut corners.

Stiffeners and dyes
If you use stiffeners or dyes containing solvents, only adults should handle them (you, your co-tutor or adult participants), wearing gloves and working in the ventilated area. The 14- and 15-year-olds can watch the demonstration but shouldn't apply solvent products themselves.

Pins and needles
Because there will be under-16s in the room, count the hat pins and needles out at the start and back in at the end of each session.

Payments
Take a 30 % deposit to hold each place and ask for the balance 14 calendar days before the first session. If someone hasn't paid by then, you may release their place and keep the deposit.

Cancellations
- 21 or more calendar days before the first session: refund everything paid, minus a £15 administration fee.
- 8 to 20 calendar days before: refund half of the course fee.
- 7 calendar days or fewer: no refund, although you can offer a credit note if you choose.
Materials kits can't be refunded once they have been handed over, so you may prefer to hold the kits back until the first session. If you have to cancel the class yourself, everyone gets a full refund within 7 working days, including the kit price where the kit hasn't been handed over.

Feathers and labels
If the class trims hats with feathers, use only farmed or naturally moulted feathers and keep your supplier's certificate for three years. Any feathered hat that leaves the workshop should carry a label giving the species and the source.

That should cover it. Good luck with the class!"""

LONG_FERN_VIOLIN = """Of course. Here is how it works at Fernhollow Strings, step by step.

1. Bringing it in
We only accept instruments in person at the shop, 14 Mill Lane, during opening hours: Tuesday to Friday 09:30 to 17:30 and Saturday 10:00 to 16:00 (we are closed on Sundays, Mondays and public holidays). When you hand it over, we go over the violin and the bow with you and write a condition report noting any existing damage, such as the crack, general wear and old repairs, with photographs attached. You sign the report so that we both agree on the starting condition.

2. The estimate
You will get a written estimate for both jobs before anything is done. We don't work on spoken approval, even for small jobs. The estimate stays valid for 14 calendar days. If, once the work is under way, the repairer finds the job will cost more than 10 % above the estimate, or more than £50 above it if that is the smaller figure, they will stop and contact you before going any further.

3. The crack repair
Cracks in the top of a violin are glued with hide glue only; we never use superglue or epoxy anywhere on a violin-family instrument. Because your violin is well over 50 years old, its original varnish won't be stripped or refinished; we only retouch the area around the repair so that it blends in. If any original fittings need replacing along the way, such as the bridge or the soundpost, you get the old parts back unless you tell us in writing that you don't want them.

4. The bow rehair
Bows are rehaired with natural horsehair unless you ask us in writing for synthetic hair. If the stick itself needs work involving pernambuco, the wood comes with a supplier certificate and we give you a copy.

5. How long it takes
Our rehair turnaround is 4 working days. Crack repairs follow the standard 15 working days. Working days are our opening days, Tuesday to Saturday, and the count starts on the working day after you hand the instrument in, or after you approve the estimate if that comes later. If we run more than 2 working days past those times without agreeing a new date with you, you get 25 % off the labour.

6. Collection and warranty
We will let you know in writing when everything is ready. Storage is free for 30 days after that notice, then £1 a day up to a maximum of £60. The crack repair carries a 180-day warranty from collection. If anything goes wrong with the rehair, it's covered for 30 days from collection. Neither warranty covers accidents, string wear, or damage from heat or humidity after you have taken the instrument home.

Let me know if you would like to arrange a time to bring it in."""

LONG_KETT_CANCEL = """Here is the full picture for your booking of the Main Room on Saturday 6 December, 18:00 to 21:00.

Your costs
Three hours at £38 an hour makes a hire fee of £114. The 15 % deposit taken at confirmation is £17.10, and the rest, £96.90, is due 7 calendar days before the session, so by Saturday 29 November. The Main Room also carries a £150 damage bond, which we return within 5 working days after the hire, minus the documented cost of any damage.

If you need to cancel
How much comes back depends on how much notice you give before the session:
- 28 calendar days or more: everything you have paid is refunded. For this booking that point has already passed (it was 8 November).
- 14 to 27 calendar days: you get 50 % of the hire fee back, which would be £57.
- Fewer than 14 calendar days: no refund of the hire fee. Unlike some halls, Kettleby does not give a partial refund even if we manage to re-let the slot.
Today is 20 November, so you are currently in the 50 % band. The last day to cancel and still get £57 back is Saturday 22 November, which gives exactly 14 days' notice. From 23 November onwards a cancellation gets no refund of the hire fee. Whatever the date, the £150 bond is always returned in full if you cancel.

On the evening
- Playing on a Saturday must finish by 21:00, and everyone needs to be out of the building by 21:15.
- As you will be playing after 19:00, keep the windows and outer doors closed while you play.
- The Main Room holds a maximum of 40 people, counting players, conductor, helpers and anyone listening.
- A named responsible person aged 18 or over has to be there from start to finish. If any players are under 18, you need at least two adults, and at least one adult for every 8 under-18 players.
- Chairs and stands are included; please put them back on their stacks at the end. Only our staff may move the piano. If you want the timpani, book the percussion add-on at £15 for the session.
- Only bottled water in the Main Room; other food and drink stays in the kitchen or foyer, and no alcohol is allowed on the premises at any time.
- Keep instrument cases in the marked storage area, not in corridors or by the exits.
- Audio recording for the band's own use is fine; any video recording needs the consent of everyone who appears in it.

Give us a call on 555-0178 if you have any questions."""

# ---------------------------------------------------------------------------
# Sessions. Each turn: (query, assistant, ground truth, label, clause, kind,
# rationale[, weight])
# ---------------------------------------------------------------------------

SESSIONS = [
    {
        "n": 1, "assistant_id": GUILD, "started_at": "2025-02-17T11:30:00Z",
        "context": "A customer asks the Wrenfield Makers' Guild assistant about having an old family Bible repaired at a member bindery in Calderwick.",
        "turns": [
            ("I've got a family Bible printed in 1838 and the spine is coming away. What happens if I take it to one of your member binderies?",
             "First they'll give you a written estimate setting out the treatment, materials and price, and nothing is done before that. Because your Bible was printed before 1850, it counts as a valuable item whatever it's worth: it will be photographed when it comes in and again when it's finished, kept in a locked cabinet whenever nobody is working on it, and treated by, or under the direct supervision of, someone holding the Senior Conservator certificate. Each treatment also goes into the workshop's log.",
             "You get a written estimate first. As it was printed before 1850 it is a valuable item: photographs on intake and completion, locked storage, Senior Conservator treatment, and a treatment log kept for 6 years.",
             C, B + "#Valuable and Early Items", "plain",
             "Correctly applies the pre-1850 trigger and lists the valuable-item measures."),
            ("Honestly it's only worth about £300, so I suppose all that special handling won't apply?",
             "That's right. The extra precautions start at a declared value of £1,500, so at around £300 it will go through as a standard repair.",
             "It still applies: anything printed before 1850 is treated as valuable whatever its declared value.",
             N, B + "#Valuable and Early Items", "negation",
             "Ignores the second trigger (printed before 1850, whatever its value) that the customer gave in the first turn."),
            ("Could they use PVA on the pages so it's nice and strong?",
             "Not for the pages, no. On a book that old the paper gets mended with the traditional starch or cellulose pastes, which a future conservator can soften and lift off again. The stronger white glue is kept for brand-new covers and casings.",
             "No PVA on the text block of a pre-1850 item; wheat starch paste or methyl cellulose is used instead.",
             C, B + "#Adhesives and Materials", "paraphrase",
             "Same rule in different words: no PVA on an 1838 text block, starch paste or methyl cellulose instead."),
            ("The estimate came back at £240. What's the most the final bill can be without them checking with me?",
             "£264. They can go up to 10 % above the written estimate; anything beyond that needs your written agreement before they do the extra work.",
             "£264 (10 % over £240); anything higher needs your written agreement in advance.",
             C, B + "#Repair Estimates and Deposits", "numeric",
             "10 % of £240 is £24, so £264 is the correct ceiling."),
            ("And how much can they ask me to put down as a deposit?",
             "Up to a third of the estimate, so £80 at most, and you'd get it back in full if you decide not to go ahead before they start.",
             "At most 25 % of the estimate, i.e. £60, refunded in full if you decline before work starts.",
             N, B + "#Repair Estimates and Deposits", "numeric",
             "Deposit cap is 25 % (£60), not a third (£80); the refund part is right."),
        ],
    },
    {
        "n": 2, "assistant_id": GUILD, "started_at": "2025-03-05T16:10:00Z",
        "context": "A parent asks the Wrenfield Makers' Guild assistant about bookbinding classes for two children.",
        "turns": [
            ("My daughter is 11 and my son is 15. Could they both do the leather binding class?",
             "I'm afraid leather binding and paring is for ages 16 and up, so neither of them can join that one yet. Your daughter could try folding and pamphlet sewing, which starts at 10, and your son could do that or case binding, which starts at 12. Because both are under 16, an adult would need to stay in the room with them for the whole session.",
             "No: leather binding is 16+. The 11-year-old can do folding and pamphlet sewing; the 15-year-old can also do case binding; an adult must stay with under-16s.",
             C, B + "#Classes and Minimum Ages", "plain",
             "Minimum ages and the accompanying-adult condition are stated correctly."),
            ("Could I sit in with both of them in the case binding class, then?",
             "Yes. One adult can look after up to two young participants, so you could accompany both of them in case binding.",
             "Only your son: case binding starts at 12, so your 11-year-old can't join it, although one adult may accompany two young participants in a class both can attend.",
             N, B + "#Classes and Minimum Ages", "partial",
             "The one-adult-for-two rule is right, but the 11-year-old from turn 1 is below the case binding minimum age of 12."),
            ("We've booked the case binding class for Saturday 15 March, just for my son. If we cancel on Wednesday 12 March, what do we get back?",
             "Wednesday the 12th is three days before the class, which falls in the 3 to 6 day band, so you'd get half the fee back.",
             "Three calendar days' notice: a 50 % refund.",
             C, B + "#Class Cancellations and Refunds", "time_window",
             "12 March to 15 March is 3 calendar days, inside the 3-6 day band (50 %)."),
            ("And if it ends up being Thursday the 13th?",
             "That's still two days ahead, so you'd still get 50 % back.",
             "Two days is fewer than 3: no refund, but you can pass the place free of charge to someone who meets the minimum age.",
             N, B + "#Class Cancellations and Refunds", "time_window",
             "Two days' notice is below the 3-day threshold, so no refund is due."),
            ("Brilliant, thanks so much for your patience!",
             "You're very welcome. I hope your son enjoys the class!",
             "You're welcome, enjoy the class.",
             I, None, "smalltalk", "Thanks and pleasantries only."),
        ],
    },
    {
        "n": 3, "assistant_id": GUILD, "started_at": "2025-05-12T13:00:00Z",
        "context": "An aunt asks the Wrenfield Makers' Guild assistant about booking a millinery class for her 13-year-old niece.",
        "turns": [
            ("I want to book my niece, who's 13, onto the felt blocking course.",
             "Felt blocking needs her to be at least 14, since it uses steamers and hot irons, so that one is a year away. At 13 she can join a straw, sinamay or fascinator class, and because she's not yet 16 we need a consent form signed by a parent or guardian before her first session.",
             "Felt blocking is 14+. At 13 she can take straw, sinamay or fascinator classes with a parent or guardian's signed consent form.",
             C, M + "#Class Ages and Supervision", "plain",
             "Age limits and consent form requirement are correct."),
            ("OK, the sinamay class then. It's £180 and starts on Friday 20 June. What do I pay now and when is the rest due?",
             "You pay a 30 % deposit now, which is £54, and the remaining £126 is due a week before the class, so by Friday 13 June.",
             "£54 deposit now; the £126 balance is due 14 calendar days before, i.e. by 6 June.",
             N, M + "#Class Payments and Cancellations", "time_window",
             "Amounts are right but the balance is due 14 days before (6 June), not 7."),
            ("Suppose we pay everything on time and then she has to drop out on 9 June. What would we get back?",
             "As long as you let them know before the class, you'd get the full £180 back minus the £15 admin fee, so £165.",
             "9 June is 11 days before the class: 50 % of the course fee, £90. A kit already handed over is not refunded.",
             N, M + "#Class Payments and Cancellations", "numeric",
             "11 days' notice falls in the 8-20 day band (50 %); the full-minus-£15 rule needs 21+ days."),
            ("Do you know anywhere nearby that sells nice hat boxes for gifts?",
             "I don't have shop listings, but a local haberdashery or a packaging supplier would be a good place to start looking.",
             "No corpus rule applies; suggest local shops.",
             I, None, "out_of_scope", "Shopping advice is not covered by any corpus document."),
        ],
    },
    {
        "n": 4, "assistant_id": GUILD, "started_at": "2025-06-18T09:40:00Z",
        "context": "A customer of a guild milliner chases a made-to-order fur felt fedora. Turn weights reflect the reviewer's priorities.",
        "turns": [
            ("When I ordered my fur felt fedora for £320, how much deposit was the milliner allowed to take?",
             "Up to half the price, so no more than £160, with the rest payable when you collect.",
             "Up to 50 %: £160, balance on collection.",
             C, M + "#Made-to-Order Hats", "numeric",
             "50 % of £320 is £160.", 0.1),
            ("The agreed delivery date was Friday 6 June and it's now Wednesday 18 June with no hat. Can I cancel and get my deposit back?",
             "Yes. That's twelve days past the agreed date, which is over the 10-day limit, so you can cancel and claim the full deposit back.",
             "Not yet: it is only 8 working days late. The right arises once it is more than 10 working days late, from Monday 23 June, if the delay is not your fault.",
             N, M + "#Made-to-Order Hats", "time_window",
             "Counts calendar days; the rule uses working days and only 8 have passed.", 0.3),
            ("So when exactly would I be able to cancel if it still hasn't turned up?",
             "Counting working days after 6 June, the tenth is Friday 20 June. If the hat still hasn't arrived by then, from Monday 23 June it's more than 10 working days late and you could cancel and get your whole deposit back, provided the hold-up wasn't caused by you.",
             "From Monday 23 June, if still undelivered and the delay is not your fault.",
             C, M + "#Made-to-Order Hats", "time_window",
             "Correct working-day count and keeps the condition about who caused the delay.", 0.2),
            ("She measured my head in the studio. If it turns out a bit loose, will adjustments cost extra?",
             "Because she took your measurement herself, you can have a couple of tweaks to the fit at no charge, as long as you ask within 30 days of picking the hat up.",
             "Two free fitting adjustments within 30 days of collection.",
             C, M + "#Fitting and Alterations", "paraphrase",
             "Two free adjustments within 30 days, worded differently.", 0.1),
            ("Actually a friend tried one on and reckons it'll be about 3 cm too big. Would that count as one of the free adjustments?",
             "Yes, resizing counts as a fitting adjustment, so that would just use up one of your two free ones.",
             "No: changing the size by more than 2 cm is priced as new work, not a free adjustment.",
             N, M + "#Fitting and Alterations", "numeric",
             "A 3 cm change exceeds the 2 cm limit, so it is new work.", 0.3),
        ],
    },
    {
        "n": 5, "assistant_id": GUILD, "started_at": "2025-03-20T15:25:00Z",
        "context": "A milliner who belongs to the guild asks about materials, workshop safety and running a class.",
        "turns": [
            ("I found some gorgeous egret plumes on a vintage hat at a flea market. Can I reuse them on a commission?",
             "Vintage feathers taken off old hats can be reused, as long as the label on the new hat states the species and the source.",
             "No: feathers from wild protected species must never be used, vintage ones included. Use farmed or naturally moulted feathers.",
             N, M + "#Materials, Feathers and Labelling", "modality",
             "Turns 'must never be used, including vintage feathers' into permission."),
            ("Fine, I'll buy farmed pheasant feathers instead. How long should I hang on to the supplier's certificate?",
             "Keep it for three years.",
             "Three years.",
             C, M + "#Materials, Feathers and Labelling", "numeric",
             "Matches the 3-year retention."),
            ("In class, if I'm careful, can I top up a steamer straight after turning it off?",
             "Best not. Give it a good ten minutes switched off before you pour any water in, and never leave one running without someone keeping an eye on it.",
             "No: wait at least 10 minutes after switching off; never leave a steamer on unattended.",
             C, M + "#Workshop Safety", "paraphrase",
             "Same safety rules in different words."),
            ("My assistant tutor is 17. Can she handle the solvent-based stiffener?",
             "Yes, at 17 she's fine to use it, provided she wears gloves and works in the ventilated area.",
             "No: solvent stiffeners are handled only by adults, with gloves, in the ventilated area.",
             N, M + "#Workshop Safety", "partial",
             "Gloves and ventilation are right, but a 17-year-old is not an adult."),
            ("I'm running my first felt blocking class next month for 10 people, some of them 14 and 15. Could you give me the full rundown of what I need to sort out?",
             LONG_FELT_CLASS,
             "Ages 14+, consent forms for under-16s, max 10 with one tutor per 5 while steamers run, steamer rules, adults-only solvents, pin counts, 30 % deposit and balance 14 days before, the cancellation table, non-refundable kits, feather rules.",
             C, M + "#Class Ages and Supervision", "long_answer",
             "Long answer; every statement matches the millinery code."),
        ],
    },
    {
        "n": 6, "assistant_id": GUILD, "started_at": "2025-04-08T12:15:00Z",
        "context": "A customer with a finished repair waiting at a guild member bindery, who is also booked on a class.",
        "turns": [
            ("The bindery emailed on 3 February to say my book was ready. I can't get there until 10 April. Will I owe anything?",
             "You get 30 days of free storage after the email, so from early March it's £2 a week. By 10 April that's about five weeks, so roughly £10.",
             "Collection is free for 60 days (to 4 April); from 5 April it's £2 per week or part week, so £2 on 10 April.",
             N, B + "#Collection and Uncollected Items", "time_window",
             "Free period is 60 days, not 30, so the charge is £2, not about £10."),
            ("What if I don't collect it until next year? Can they get rid of it?",
             "Once 180 days have passed since the ready notice, they're entitled to sell or dispose of it.",
             "Only after 180 days and two written reminders at least 14 days apart, the second at least 30 days before a sale; leftover money is held for you for 2 years.",
             N, B + "#Collection and Uncollected Items", "partial",
             "The 180 days is right but the reminder conditions are missing, so it overstates the workshop's right."),
            ("I'm also signed up for leather binding. Can I bring my own paring knife? I'm used to it.",
             "Sorry, no. Personal paring knives aren't allowed in that class; you'll be given one of the workshop's knives to use.",
             "No: workshop paring knives only.",
             C, B + "#Classes and Minimum Ages", "refusal",
             "Correct refusal based on the table's extra condition."),
            ("The tutor suggested archival tape to hold a torn page in my book until the proper repair. Is that allowed?",
             "Pressure-sensitive tape can be applied to a customer's item as a temporary measure, as long as it's archival quality and removed at the proper repair.",
             "No: pressure-sensitive tape of any kind must not be applied to a customer's item, even temporarily.",
             N, B + "#Adhesives and Materials", "negation",
             "Reuses the rule's words but reverses it ('must not ... even as a temporary measure')."),
            ("Random question: where does Coptic binding get its name?",
             "It's named after the Copts, the early Christians of Egypt, whose books were sewn with this kind of exposed chain stitch.",
             "General book history; not covered by the corpus.",
             I, None, "out_of_scope", "Book history trivia; no corpus rule covers it."),
        ],
    },
    {
        "n": 7, "assistant_id": FERN, "started_at": "2025-05-13T10:05:00Z",
        "context": "A Fernhollow Strings customer asks about a guitar restring and a violin bridge.",
        "turns": [
            ("I just need fresh strings on my acoustic, about £25. Can we skip the paperwork?",
             "Sure. Jobs under £80 can go ahead on your verbal okay, so there's no need for a written estimate.",
             "No: Fernhollow gives a written estimate for every paid job, even a £25 restring.",
             N, FS + "#Written Estimates", "multi_rule",
             "The £80 spoken-approval threshold is the general code's; the stricter Fernhollow policy requires a written estimate for all paid work."),
            ("OK. I'll drop it off today at 11:15. When will it be ready?",
             "As you'll be in before midday on a day we're open, it'll be ready the same afternoon.",
             "Same day: it is a Tuesday and you hand it in before 12:00.",
             C, FS + "#Opening Hours and Drop-Off", "time_window",
             "13 May 2025 is a Tuesday and 11:15 is before 12:00."),
            ("My violin needs a new bridge too. The estimate is £140. If they find more work, how far over can they go before calling me?",
             "£14. We stop and ask once it would go more than 10 % over the estimate, or £50 over if that were lower; on £140 the 10 % is the smaller figure.",
             "£14 (10 % of £140 is lower than £50).",
             C, FS + "#Written Estimates", "multi_rule",
             "Applies the company's 10 %/£50 rule rather than the code's 15 %/£100."),
            ("And how long do I have to accept that estimate?",
             "Two weeks: it's valid for 14 calendar days from the date on it.",
             "14 calendar days.",
             C, FS + "#Written Estimates", "time_window",
             "Uses the company's 14-day validity, not the code's 30."),
        ],
    },
    {
        "n": 8, "assistant_id": FERN, "started_at": "2025-06-03T09:45:00Z",
        "context": "A customer hands in a guitar for a setup at Fernhollow Strings.",
        "turns": [
            ("I'm handing my guitar in for a setup today, Tuesday 3 June, and I've approved the estimate. When will it be ready?",
             "Our setups take 3 working days, counted from tomorrow, so it'll be ready on Friday 6 June.",
             "Friday 6 June (3 working days from the day after intake).",
             C, FS + "#Turnaround Guarantee", "time_window",
             "Wednesday, Thursday, Friday are the 3 working days."),
            ("And if you miss that date?",
             "If it runs more than five working days past the due date without us agreeing a new one, you get 20 % off the labour.",
             "If it runs more than 2 working days late without an agreed new date, you get 25 % off the labour.",
             N, FS + "#Turnaround Guarantee", "multi_rule",
             "Quotes the code's 5-day/20 % rule instead of Fernhollow's stricter 2-day/25 % guarantee."),
            ("The labour is £60. If it isn't ready until Thursday 12 June, what would I get?",
             "Thursday the 12th would be four working days late. We count Tuesday to Saturday, so that's Saturday the 7th, then Tuesday, Wednesday and Thursday. That's more than two, so you'd get 25 % off the £60 labour, which is £15.",
             "Four working days late: 25 % off £60, i.e. £15.",
             C, FS + "#Turnaround Guarantee", "numeric",
             "Correct Tuesday-Saturday count and correct discount."),
            ("By the way, do you know any good guitar teachers in town?",
             "I don't keep a list of teachers, I'm afraid. The noticeboard at the library or a local music shop is usually a good place to look.",
             "Not covered by the corpus.",
             I, None, "out_of_scope", "Teacher recommendations are outside the corpus."),
        ],
    },
    {
        "n": 9, "assistant_id": FERN, "started_at": "2025-07-10T14:20:00Z",
        "context": "A customer plans to bring an inherited 1930s violin and its bow to Fernhollow Strings.",
        "turns": [
            ("My grandfather's violin was made in the 1930s. It has a crack in the top and the bow needs rehairing. Could you walk me through the whole process at Fernhollow, start to finish?",
             LONG_FERN_VIOLIN,
             "Same process, but rehairs carry a 60-day warranty at Fernhollow.",
             N, FS + "#Warranty", "long_answer",
             "Long answer is correct except one sentence: rehairs are warranted for 60 days at Fernhollow, not 30."),
            ("I live two hours away. Could I courier it to you instead?",
             "I'm sorry, we can't accept instruments sent by post or courier. They need to be handed over in person at the shop during opening hours.",
             "No: instruments are accepted only in person during opening hours.",
             C, FS + "#Opening Hours and Drop-Off", "refusal",
             "Correct refusal."),
            ("Right, I'll drive over on Monday morning then.",
             "Lovely, Monday morning works. We'll see you then.",
             "We're closed on Mondays; come Tuesday to Friday 09:30-17:30 or Saturday 10:00-16:00.",
             N, FS + "#Opening Hours and Drop-Off", "plain",
             "The shop is closed on Mondays."),
            ("Thanks, you've been really helpful.",
             "My pleasure. Safe travels, and I hope the violin sings again soon.",
             "You're welcome.",
             I, None, "smalltalk", "Pleasantries only."),
        ],
    },
    {
        "n": 10, "assistant_id": FERN, "started_at": "2025-08-14T16:40:00Z",
        "context": "A 17-year-old cellist asks Fernhollow Strings about a seam repair.",
        "turns": [
            ("I'm 17 and my cello's seam has opened. The estimate is £45. Can I sign it myself?",
             "Yes. You're over 16 and the job is under £80, so your own signature is enough.",
             "No: at Fernhollow a parent or guardian must sign every estimate for a customer under 18, whatever the amount.",
             N, FS + "#Young Customers", "multi_rule",
             "Applies the code's under-16/£80 rule; Fernhollow's stricter under-18 rule applies."),
            ("There's also a tiny chip on the fingerboard. Could you just superglue it to keep the cost down?",
             "We don't use superglue anywhere on violin-family instruments, fingerboards included, so that chip would be repaired another way.",
             "No superglue on any violin-family instrument, fingerboard included.",
             C, FS + "#Glues and Finishes", "negation",
             "Correctly states the prohibition."),
            ("My mum will sign. Can I still drop it off and pick it up on my own?",
             "Yes, you're welcome to bring it in and collect it yourself; it's only the estimate that needs your mum's signature.",
             "Yes; only the estimate needs a parent's signature.",
             C, FS + "#Young Customers", "modality",
             "Under-18s may hand in and collect on their own."),
            ("The old pegs are going to be swapped out. What happens to them?",
             "They're yours. We'll bag them up and hand them over with the cello, unless you sign to say you'd rather we kept them.",
             "Original parts are returned unless you decline them in writing.",
             C, L + "#Original Finish and Original Parts", "paraphrase",
             "Fernhollow's policy is silent, so the code applies; answer matches it in different words."),
            ("Also, could you help me write an email to my landlord about the damp in my flat?",
             "Sorry, that's not something I can help with. I'm here for questions about Fernhollow's repairs and services.",
             "Outside the assistant's remit.",
             I, None, "refusal", "Declines an off-topic request; no corpus rule concerned."),
        ],
    },
    {
        "n": 11, "assistant_id": FERN, "started_at": "2025-09-10T11:00:00Z",
        "context": "A returning Fernhollow customer asks about storage charges and a warranty claim. Turn weights reflect the reviewer's priorities.",
        "turns": [
            ("You told me on 1 August my guitar was ready. I won't be back from travelling until 20 September. Will I be charged for storage?",
             "The first 30 days after our notice are free, which took you to 31 August. From 1 September it's £1 a day, so collecting on 20 September would come to about £20.",
             "Yes: free to 31 August, then £1 a day, about £20 by 20 September.",
             C, FS + "#Storage and Collection", "numeric",
             "30 free days then £1/day for 20 days.", 0.2),
            ("Is there a limit on how much that can build up to?",
             "There's no ceiling as such. The daily charge keeps running until you collect, and the trade code allows up to £1.50 a day.",
             "Yes: Fernhollow caps storage at £60 per instrument.",
             N, FS + "#Storage and Collection", "multi_rule",
             "Fernhollow's policy caps storage at £60; the answer denies a cap and cites the code's rate.", 0.5),
            ("Separately, the neck reset you did is lifting again. I collected it on 2 June. Is that still under warranty?",
             "It should be. Repairs like a neck reset are guaranteed for 180 days from collection, which runs to 29 November.",
             "Yes: 180 days from 2 June, to 29 November.",
             C, FS + "#Warranty", "time_window",
             "Fernhollow's 180-day repair warranty; date arithmetic correct.", 0.15),
            ("It did sit in a hot car for an afternoon last week, if that matters.",
             "It might. The guarantee covers problems with our own workmanship, not harm from heat or damp after you've taken the instrument home, so the repairer will need to see whether the lift comes from the original job or from the heat.",
             "Heat damage after collection is excluded; the repairer will assess the cause.",
             C, L + "#Warranty on Work", "paraphrase",
             "States the code's exclusion (which Fernhollow keeps) in different words.", 0.15),
        ],
    },
    {
        "n": 12, "assistant_id": FERN, "started_at": "2025-08-02T10:00:00Z",
        "context": "A visitor chats with the Fernhollow Strings assistant.",
        "turns": [
            ("Hi there! Lovely sunny day, isn't it?",
             "It really is! How can I help you today?",
             "Greeting.",
             I, None, "smalltalk", "Greeting only."),
            ("Can you recommend an easy song to learn on the ukulele?",
             "Lots of beginners start with simple three-chord folk songs or campfire singalongs; anything using C, F and G is a good first step.",
             "Not covered by the corpus.",
             I, None, "out_of_scope", "Music-teaching advice is outside the corpus."),
            ("Do you repair accordions as well?",
             "   \n  ",
             "The policy covers violin-family instruments, bows and guitars; please call 555-0142 to ask about anything else.",
             I, None, "empty_answer", "Whitespace-only answer."),
        ],
    },
    {
        "n": 13, "assistant_id": KETT, "started_at": "2025-10-06T18:30:00Z",
        "context": "A band secretary books the Kettleby Bandroom Main Room for a Sunday rehearsal.",
        "turns": [
            ("Can we have the Main Room on Sunday 19 October from 12:00 to 16:00?",
             "Yes, Sunday playing is allowed from midday until 6 pm, so 12:00 to 16:00 is fine.",
             "Not at Kettleby: Sunday playing is 13:00 to 17:00. 13:00-17:00 could be offered instead.",
             N, KB + "#Hours", "multi_rule",
             "Quotes the code's Sunday hours; Kettleby's stricter 13:00-17:00 applies."),
            ("OK, make it 13:00 to 17:00. What will that cost, and what do you need up front?",
             "Four hours at £38 comes to £152. We take 15 % of that, £22.80, when the booking is confirmed, plus a £150 damage bond for the Main Room.",
             "£152; 15 % deposit (£22.80) plus £150 bond.",
             C, KB + "#Deposits and Bond", "numeric",
             "Rate, deposit and bond all match the Kettleby policy."),
            ("When does the rest of the money need to be in?",
             "The remaining £129.20 is due three days before the session, so by Thursday 16 October.",
             "£129.20, due 7 calendar days before: by Sunday 12 October.",
             N, KB + "#Deposits and Bond", "time_window",
             "Balance is due 7 days before, not 3."),
            ("We'll have a drum kit. Can we keep the windows open? It gets stuffy in there.",
             "As you'll be finished by 17:00, well before our 19:00 closed-windows rule, you can have the windows open.",
             "No: drum kits are always played with the windows closed, whatever the time.",
             N, H + "#Permitted Hours and Noise", "multi_rule",
             "Kettleby's 19:00 rule is additional; the code's always-closed rule for drum kits still applies."),
            ("Ha, we'll survive. Cheers!",
             "Cheers, have a great rehearsal!",
             "Pleasantries.",
             I, None, "smalltalk", "Pleasantries only."),
        ],
    },
    {
        "n": 14, "assistant_id": KETT, "started_at": "2025-11-03T17:05:00Z",
        "context": "A youth band leader plans rehearsals at Kettleby Bandroom.",
        "turns": [
            ("Our youth band has 25 players, all under 18. How many adults do we need with them?",
             "You need at least two adults, and one for every ten under-18 players, so three adults in total.",
             "Kettleby requires one adult per 8 under-18s (at least two): four adults.",
             N, KB + "#Young Players", "numeric",
             "Uses the code's 1:10 ratio; Kettleby's 1:8 gives four adults."),
            ("Will we all fit in the Main Room? 25 players, the conductor, three other adults and maybe 12 parents listening.",
             "That's 41 people altogether, which is under the 45-person limit, so you're fine.",
             "No: 41 exceeds the Main Room's maximum of 40, listeners included.",
             N, KB + "#Rooms and Capacity", "multi_rule",
             "The code's 45 is overridden by Kettleby's Main Room limit of 40."),
            ("Some of the players are only 10 or 11. Can parents just drop them off and go?",
             "Only if someone is there on their behalf. Children under 12 can't be left in the building unless their own parent or guardian stays, or the parent has put another adult's name in writing as responsible for them.",
             "Only if the parent or guardian stays or names another adult in writing.",
             C, KB + "#Young Players", "paraphrase",
             "Correct condition for under-12s."),
            ("Can we video the run-through just for our own archive? We won't post it anywhere.",
             "If it's not going online, you don't need anyone's consent; that's only required for public posting.",
             "At Kettleby any video needs the consent of everyone shown, posted or not.",
             N, KB + "#Recording", "multi_rule",
             "The public-posting condition comes from the code; Kettleby requires consent for any video."),
            ("What about just recording audio?",
             "Audio for the band's own use is fine without any extra consent.",
             "Allowed for the band's own use.",
             C, KB + "#Recording", "plain",
             "Matches the audio rule."),
        ],
    },
    {
        "n": 15, "assistant_id": KETT, "started_at": "2025-11-20T19:15:00Z",
        "context": "A band treasurer asks about a Saturday evening booking at Kettleby Bandroom.",
        "turns": [
            ("We've booked the Main Room for Saturday 6 December, 18:00 to 21:00. What happens if we have to cancel? Please explain all the options, and anything else I should know for the evening.",
             LONG_KETT_CANCEL,
             "Fee £114, deposit £17.10, balance by 29 November, bond £150; 50 % of the hire fee back if cancelled by 22 November, nothing after (no re-let refund); evening rules as listed.",
             C, KB + "#Cancellations", "long_answer",
             "Long answer; all figures, dates and rules agree with the Kettleby policy and the code."),
            ("If we cancel on 25 November but you manage to re-let the slot, do we get anything back?",
             "In that case, yes. If the slot is re-let you'd get half of the hire fee back, £57.",
             "No: 11 days' notice gets no refund of the hire fee at Kettleby, even if re-let; the bond is returned in full.",
             N, KB + "#Cancellations", "multi_rule",
             "The re-let refund exists in the code but Kettleby excludes it."),
            ("Could we stay until about 21:30 to pack up after the rehearsal?",
             "Playing has to stop at 21:00, but you then have half an hour to clear out, so 21:30 is fine.",
             "No: you must be out within 15 minutes, by 21:15.",
             N, KB + "#Hours", "time_window",
             "Uses the code's 30 minutes; Kettleby allows 15."),
            ("Could we bring a couple of bottles of wine for a toast afterwards if we apply for a permit?",
             "I'm sorry, but no. Alcohol isn't allowed on the premises at any time, and Kettleby doesn't issue event permits.",
             "No: no alcohol at any time; no permits.",
             C, KB + "#Alcohol, Food and Drink", "refusal",
             "Correct refusal under the stricter company rule."),
        ],
    },
    {
        "n": 16, "assistant_id": KETT, "started_at": "2025-12-01T12:50:00Z",
        "context": "The conductor of a small brass ensemble books weekly sessions at Kettleby Bandroom.",
        "turns": [
            ("Could we book Wednesday evenings, 19:30 to 22:00, every week?",
             "Weekday playing runs until 22:00, so 19:30 to 22:00 works.",
             "No: Monday to Friday playing ends at 21:30 at Kettleby.",
             N, KB + "#Hours", "time_window",
             "Kettleby's weekday limit is 21:30."),
            ("OK, how about 19:00 to 21:30?",
             "That works. It's two and a half hours, which is over our two-hour minimum.",
             "The times are within hours but bookings are in whole hours: e.g. 19:00-21:00 or 18:30-21:30.",
             N, KB + "#Rooms and Capacity", "partial",
             "Minimum is right but bookings must be whole hours; 2.5 hours is not allowed."),
            ("Can we bring our timpani into the Side Room?",
             "",
             "No: no percussion of any kind in the Side Room.",
             I, None, "empty_answer", "Empty answer."),
            ("Let's do the Side Room, 19:00 to 21:00, for the ten of us. Is there a bond?",
             "Yes, the £150 damage bond applies whichever room you hire, on top of the 15 % deposit.",
             "No bond for the Side Room; only the 15 % deposit.",
             N, KB + "#Deposits and Bond", "plain",
             "Shares the policy's wording but the bond is for the Main Room only."),
            ("And what's the cost per session?",
             "Two hours at £18 an hour, so £36 each week.",
             "£36.",
             C, KB + "#Rooms and Capacity", "numeric",
             "Side Room rate £18 x 2 hours."),
        ],
    },
    {
        "n": 17, "assistant_id": KETT, "started_at": "2025-12-08T20:00:00Z",
        "context": "A band librarian asks about equipment and room use at Kettleby Bandroom. Turn weights reflect the reviewer's priorities.",
        "turns": [
            ("We need the piano on the other side of the Main Room. Can our players move it?",
             "Hall staff or members of your band may move the piano, so long as it's done carefully with enough people.",
             "No: only hall staff may move the piano.",
             N, H + "#Equipment and Piano", "modality",
             "Extends a staff-only permission to band members.", 0.55),
            ("Where should we leave the instrument cases?",
             "Put them in the marked storage area, not in corridors or anywhere near the fire exits.",
             "Marked storage area, never exit routes.",
             C, H + "#Capacity and Supervision", "plain",
             "Matches the exit-route rule.", 0.15),
            ("Can we have tea and sandwiches in the Main Room during the break?",
             "In the room itself it's bottled water only; for the tea and sandwiches, head to the kitchen or foyer.",
             "Only bottled water in the hall; food and drink in the kitchen or foyer.",
             C, H + "#Food, Drink and Alcohol", "paraphrase",
             "Same rule in different words.", 0.15),
            ("And can we use your timpani?",
             "Yes, in the Main Room, provided you add the percussion add-on for £15 a session.",
             "Yes, Main Room only, with the £15 percussion add-on.",
             C, H + "#Equipment and Piano", "multi_rule",
             "Combines the code's £15 add-on with Kettleby's room table (no percussion in the Side Room).", 0.15),
        ],
    },
    {
        "n": 18, "assistant_id": KETT, "started_at": "2025-12-15T18:00:00Z",
        "context": "An adult band's secretary arranges a Sunday booking and a sectional at Kettleby Bandroom.",
        "turns": [
            ("Good evening! Hope your week's going well.",
             "It is, thank you! What can I help you with?",
             "Greeting.",
             I, None, "smalltalk", "Greeting only."),
            ("Our conductor is 17 but very experienced. Can she be the named responsible person for our booking?",
             "She's welcome to conduct, but the named responsible person has to be 18 or over, so someone else of that age must be named and stay for the whole booking.",
             "No: the named responsible person must be 18 or over and present throughout.",
             C, H + "#Capacity and Supervision", "modality",
             "Keeps the 'must be 18 or over' requirement."),
            ("We'd like the Main Room on Sunday 21 December, 13:00 to 17:00, for 36 players plus our conductor.",
             "I'm sorry, I can't book that. On Sundays we only hire out the Side Room.",
             "That can be booked: Sunday 13:00-17:00 is allowed and 37 people is within the Main Room's 40.",
             N, KB + "#Hours", "refusal",
             "Refuses on an invented restriction; the request fits Sunday hours and capacity."),
            ("Separately, could we hire the Side Room one Tuesday for a sectional with 14 cornets and a snare drum?",
             "Fourteen players fits, since the Side Room takes up to 16, but no percussion is allowed in there, so the snare drum would have to stay at home.",
             "Yes for 14 players; no snare drum in the Side Room.",
             C, KB + "#Rooms and Capacity", "partial",
             "Request correctly granted in part: capacity fine, percussion barred."),
        ],
    },
]

# ---------------------------------------------------------------------------


def score_session(rows, weighted):
    """rows: list of (label, weight Fraction). Returns (score Fraction|None)."""
    kept = [(lab, w) for lab, w in rows if lab != I]
    if not kept:
        return None
    total = sum(w for _, w in kept)
    good = sum(w for lab, w in kept if lab == C)
    return good / total


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        sid = "AN-%02d" % s["n"]
        turns = s["turns"]
        n = len(turns)
        weighted = any(len(t) == 8 for t in turns)
        if weighted:
            assert all(len(t) == 8 for t in turns), sid
        conv = []
        rows = []
        resolved = {}
        counts = {C: 0, N: 0, I: 0}
        for i, t in enumerate(turns, 1):
            q, a, gt, lab, clause, kind, rat = t[:7]
            qa = "%s-q%d" % (sid, i)
            item = {"qa_id": qa, "query": q, "assistant": a,
                    "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = t[7]
                w = Fraction(str(t[7]))
                resolved[qa] = t[7]
            else:
                w = Fraction(1, n)
                resolved[qa] = round(1.0 / n, 4)
            conv.append(item)
            rows.append((lab, w))
            counts[lab] += 1
            label_lines.append({"session_id": sid, "qa_id": qa, "label": lab,
                                "clause": clause, "kind": kind,
                                "rationale": rat})
        if weighted:
            assert sum(Fraction(str(t[7])) for t in turns) == 1, sid
        sc = score_session(rows, weighted)
        if sc is None:
            score, verdict = None, I
        else:
            score = round(float(sc), 4)
            verdict = C if sc >= Fraction(1, 2) else N
        conv_lines.append({"session_id": sid, "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"],
                           "started_at": s["started_at"], "conversation": conv})
        exp_lines.append({"session_id": sid, "assistant_id": s["assistant_id"],
                          "n_interactions": n, "n_compliant": counts[C],
                          "n_non_compliant": counts[N],
                          "n_irrelevant": counts[I],
                          "weight_mode": "full" if weighted else "none",
                          "resolved_weights": resolved,
                          "expected_score": score,
                          "expected_verdict": verdict})

    def dump(name, lines):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for obj in lines:
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    print("sessions", len(conv_lines), "interactions", len(label_lines))


if __name__ == "__main__":
    main()
