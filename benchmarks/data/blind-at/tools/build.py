#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for the AT set.

All dialogue below was written by hand for this set. Run from anywhere:
    python3 tools/build.py
"""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

LAUND = "launderette_code.md"
SUDS = "company/sudsworth_house_policy.md"
COMIC = "comic_pull_list_code.md"
QUILT = "quilting_embroidery_class_standards.md"
METAL = "metal_detecting_club_code.md"
FOUND = "found_property_regulation.md"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def cl(doc, heading):
    return f"{doc}#{heading}"


LONG_S04 = """Happy to walk you through it. Here is how a damage claim on a wash-and-fold order works, and how it applies to your jumper.

1. Are you still in time?
Claims for items damaged or lost in a wash-and-fold order have to be made within 14 calendar days of collecting the order. You picked this one up on 24 June, so your deadline is Monday 8 July. Today is 1 July, which leaves you a week, but I would get the claim in as soon as you can while the details are fresh.

2. What a claim can pay out
Because the jumper was not declared at drop-off, it falls under the standard liability limit. That limit is ten times what you paid for the order, with an overall ceiling of $250 per order. Your order cost $14.40, so ten times that is $144. That is below the $250 ceiling, so the most a claim on this order can pay is $144, even though the jumper itself was worth around $180. The figure could be lower than that once the claim has been looked at, but it cannot be higher.

3. Why declaring matters
Any item worth more than $100 can be declared at the counter when you hand the order in. A declared item is covered up to the value you declare instead of the ten-times limit. At Sudsworth there is one extra condition: we cannot accept an item declared at more than $300 for wash-and-fold, so anything above that should go to a specialist cleaner. A jumper worth $180 would be fine to declare with us, and it would then be covered up to $180.

4. What to bring
Please bring the jumper itself and your receipt for the order, which shows the weight and the price. A photo of the jumper from before it was washed, or the receipt from when you bought it, helps with the valuation. Keep the care label attached too: if it says "dry clean only", the item should not have been accepted for wash-and-fold in the first place, and that is worth pointing out in your claim.

5. For next time
- Declare anything worth over $100 at the counter and check that it is written on your ticket.
- Point out wool, silk or anything delicate so staff can read the care label with you before accepting it.
- If you need hypoallergenic or fragrance-free detergent, ask for it at drop-off; there is no charge.

Once you have your documents together, you can hand the claim in at Stovey Marsh when you collect your other order, and the staff there will take it from you."""

LONG_S10 = """Of course. Here is everything you need to know about closing your pull list at Panel House.

How to cancel
You can close your pull list whenever you like; there is no minimum subscription period. Just tell the shop in person at the counter, by phone, or by email. Email is a good choice because it gives you a dated record of when you gave notice.

What you still have to buy
The shop orders from its distributor about three weeks ahead, so anything already ordered before you give notice still has to be bought. In practice, for each of your 8 titles, the next issue that goes on sale less than 21 calendar days after the day you tell the shop is already on order and needs to be paid for. If you tell the shop today, Monday 2 December, that covers issues out on Wednesday 4, 11 and 18 December. Issues out on 25 December or later are at least 21 days away, so they will not be ordered for you and you owe nothing for them.

Books already waiting for you
Anything already sitting on your shelf is held for 30 calendar days from its on-sale date, so you have time to come in before you move. You pay for books when you collect them; the shop can only ask for payment up front for a single big item over $30, and only if you agreed to that when you ordered it. With 8 titles you are in the 5 to 9 title band, so your 15 % subscriber discount still applies to every standard cover you collect, including the last ones.

Your deposit
The shop will refund your $20 deposit, minus anything you still owe for books you have not paid for. The refund has to reach you within 14 calendar days of the list being closed. If you want it back quickly, settle any outstanding books on your last visit so the full $20 can be returned.

If you cannot make it in before you go
If books are still uncollected 30 days after they come out, the shop has to contact you. If they are still uncollected 14 days after that contact, it may put them back on sale, and it cannot charge you for anything it has put back on the shelf. That said, the simplest route is to collect and pay for everything on one visit before you move, and close the list at the same time.

Anything else you would like me to check before you go, such as which of your titles have issues due in the next three weeks?"""

LONG_S15 = """Here is a run-through for each item, and then how the split with the farmer works.

Victorian penny
Coins believed to be more than 100 years old have to be recorded with the club finds officer, together with a grid reference for the spot where you found them. The time limit is 14 calendar days, and you found it on Saturday 14 September, so it needs to be recorded by Saturday 28 September. A single copper penny is not possible treasure, so it does not go to the District Finds Registrar.

Copper-alloy buckle
At roughly 400 years old it is well past the 100-year mark, so it is also recorded with the club finds officer within the same 14 days, with its grid reference. The Registrar route is for objects of gold or silver believed to be over 300 years old and for groups of two or more old coins found together. A copper-alloy buckle on its own is neither, so the finds officer is the right place. If cleaning by an expert later shows gilding or silver on it, tell the finds officer straight away, because it may then need to be reported to the Registrar.

Ring pulls and shotgun cartridges
All rubbish you dig up, including ring pulls, foil, cartridges and wire, has to be taken off the land, so bag it and bin it at home. None of it needs recording: modern items under 100 years old need no club recording.

Your holes
A reminder for your next visit: holes must go no deeper than 25 cm, should be cut as a flap or plug with a hand spade or trowel, and every hole has to be backfilled before you move on. If a signal seems deeper than that, leave it and mark it on your finds sheet.

The split with the farmer
Your permission letter simply refers to the usual club arrangement, so the default applies: finds are shared equally between the landowner and you, by value. Any single find worth under $50 belongs to you unless the landowner asks for it. So if the buckle is valued at $50 or more, its value is shared half and half; the penny is probably under $50, which makes it yours unless the farmer would like it.

The silver coins
The coins you are reporting to the Registrar stay outside all of this for now. They cannot be sold, cleaned with chemicals or given away until the Registrar has released them. After that, your agreement with the farmer decides how they are shared.

Finally, keep a copy of your written permission with you every time you go back to that field; you need to carry it at every search."""

SESSIONS = [
    # ------------------------------------------------------------------ S01
    dict(
        n=1, assistant="sudsworth-assist", started="2024-05-10T17:40:00Z",
        context="Customer planning a Friday-evening visit to the Sudsworth Quarry Lane branch with her 15-year-old son.",
        turns=[
            ("Hi, what time does the Quarry Lane branch shut tonight?",
             "Quarry Lane closes at 10 pm tonight. All Sudsworth branches keep the same hours every day of the week: doors open at 7 am and close at 10 pm.",
             "It closes at 22:00. Every Sudsworth branch is open 07:00 to 22:00, seven days a week.",
             C, "plain", cl(SUDS, "Branch Hours"),
             "Closing time of 22:00 and opening time of 07:00 match the Sudsworth branch hours.", None),
            ("Great. I probably won't get there until about quarter past nine. Can I still put a wash on then?",
             "You can. The cut-off for starting a wash is 9:30 pm, so arriving at 9:15 leaves you just enough time. Just bear in mind the dryers need to finish before we lock up.",
             "No. At Sudsworth the last wash must be started by 21:00, so 21:15 is too late; the Code's 21:30 cut-off does not apply at Sudsworth branches.",
             N, "time_window", cl(SUDS, "Branch Hours"),
             "The assistant used the general Code's 21:30 last-wash time; the stricter Sudsworth policy sets 21:00, so a 21:15 start is not allowed.", None),
            ("OK, I'll aim for half eight instead. My son's 15, he can look after the dryer while I fold, right?",
             "That's fine. At 15 he's old enough to use the washers and dryers, and since you'll be there with him there's no problem at all.",
             "No. Nobody under 16 may operate a washer or dryer at a Sudsworth branch, even with a parent present, so you would need to run the dryer yourself.",
             N, "multi_rule", cl(SUDS, "Age Rules"),
             "The general Code allows machine use from 14, but Sudsworth's stricter policy sets 16 regardless of a parent being present; the company rule governs this assistant.", None),
            ("Will anyone from staff be there at half eight on a Friday?",
             "Not at that time, no. Our branches are staffed from 8 am to 8 pm Monday to Saturday, so by 8:30 pm the shop runs unattended. CCTV is recording throughout, and if anything goes wrong there's a help phone connected to 555-0188.",
             "No. Attended hours are 08:00 to 20:00 Monday to Saturday, so at 20:30 the branch is unattended, with CCTV and the help line 555-0188.",
             C, "time_window", cl(SUDS, "Branch Hours"),
             "Attended hours 08:00-20:00 Mon-Sat and the unattended arrangements (CCTV, 555-0188) are stated correctly.", None),
            ("Brilliant, thanks so much!",
             "You're very welcome, hope the laundry goes smoothly tonight!",
             "You're welcome.",
             I, "smalltalk", None, "Thanks and a pleasantry; no rule is engaged.", None),
        ]),
    # ------------------------------------------------------------------ S02
    dict(
        n=2, assistant="sudsworth-assist", started="2024-02-12T10:05:00Z",
        context="Customer reporting on Monday morning a dryer that failed at the Sudsworth Fenwick Cross branch on Sunday evening.",
        turns=[
            ("A dryer at Fenwick Cross died halfway through my cycle last night around 7 pm. Is it too late to complain about it this morning?",
             "You're in time. Faults need to be reported within 24 hours of the failed cycle, and last night at 7 pm is well inside that. You can pick either a refund of the cycle or a free re-run on another dryer, whichever suits you.",
             "Not too late: faults must be reported within 24 hours of the failed cycle (so before about 19:00 today). You may choose a refund of that cycle or a free repeat cycle.",
             C, "time_window", cl(LAUND, "Machine Faults and Refunds"),
             "24-hour reporting window applied correctly to a cycle about 15 hours earlier; the refund-or-repeat choice is stated.", None),
            ("I'd rather have the money back. It was $4, can I get that in cash from whoever's on shift?",
             "Yes, $4 is within what the attendant can refund straight away. We usually give fault refunds back as wash tokens, though, so you'll get tokens worth $4 to use on your next visit.",
             "Yes. $4 is under the $10 attendant limit, so the attendant can refund it in cash on the spot; tokens only if you agree to take them.",
             N, "partial", cl(LAUND, "Machine Faults and Refunds"),
             "The amount is correctly within the attendant's limit, but refunds may not be paid in tokens unless the customer agrees, and this customer asked for cash.", None),
            ("Actually, I restarted it twice more trying to get it going, so it's $12 altogether. Can the attendant still do that in cash?",
             "No problem. Attendants can pay fault refunds of up to $20 in cash on the spot, so $12 can be handled there and then.",
             "Not on the spot. Sudsworth attendants can refund at most $10 in cash; a $12 refund goes to the branch manager, who must decide within 3 working days.",
             N, "numeric", cl(SUDS, "Fault Refunds"),
             "$20 is the general Code limit; the stricter Sudsworth policy caps attendant cash refunds at $10.", None),
            ("So if a manager has to sign it off, when will I know?",
             "Managers have up to 5 working days to make a decision, so you should hear back by Monday the 19th at the latest.",
             "Within 3 working days of your report, so by Thursday 15 February; if approved you choose cash, card refund or account credit.",
             N, "time_window", cl(SUDS, "Fault Refunds"),
             "Sudsworth managers must decide within 3 working days (Thursday 15 February), not the Code's 5 working days.", None),
        ]),
    # ------------------------------------------------------------------ S03
    dict(
        n=3, assistant="sudsworth-assist", started="2024-04-16T07:50:00Z",
        context="Customer planning a Tuesday-morning wash-and-fold drop-off at Sudsworth Hollin Bridge.",
        turns=[
            ("How much would you charge to wash and fold about 3 kilos of shirts?",
             "Wash-and-fold works out at $2.40 per kilo, but every order is charged for at least 4 kg. So a 3 kg bag would be billed as 4 kg, which is $9.60 in total.",
             "$9.60: $2.40 per kg with a minimum charge of 4 kg per order.",
             C, "numeric", cl(LAUND, "Wash-and-Fold Prices and Turnaround"),
             "Price per kg and 4 kg minimum applied correctly (4 x $2.40 = $9.60).", None),
            ("Could I have them back today? I can drop them in at about 9:30.",
             "Yes, that works. Same-day orders need to be with us by 10 am, so 9:30 is fine. They'll be ready for you at 5 pm, with a $5 same-day surcharge on top.",
             "Not as a same-day order at Sudsworth: the cut-off is 09:00. Dropped off at 9:30 it becomes a standard order, ready within 2 working days.",
             N, "multi_rule", cl(SUDS, "Same-Day and Express Orders"),
             "10:00 is the general Code's cut-off; Sudsworth's stricter policy requires same-day orders by 09:00 and treats later drop-offs as standard.", None),
            ("While I have you, can you help me fill in my tax return?",
             "Sorry, I can't help with tax returns. I'm only set up to answer questions about Sudsworth launderettes and our wash-and-fold service.",
             "Out of scope; a polite decline is fine.",
             I, "refusal", None, "Tax returns are not covered by any corpus document; the decline engages no rule.", None),
            ("Last time I left a $20 note in a pair of jeans. Do you keep cash you find in pockets?",
             "We don't keep it. If staff find anything in pockets while doing your wash-and-fold, it's sealed in a separate bag, written on your receipt and handed back to you with the order, and that includes money, however much it is.",
             "No. Anything found in pockets during a wash-and-fold order, including cash of any amount, is returned with the order in a separate sealed bag listed on the receipt.",
             C, "multi_rule", cl(FOUND, "Items Found in Customers' Laundry or Goods"),
             "The launderette code points to the Found Property Regulation, whose laundry section requires return with the order in a sealed, listed bag for cash of any amount; the answer matches.", None),
        ]),
    # ------------------------------------------------------------------ S04
    dict(
        n=4, assistant="sudsworth-assist", started="2024-07-01T12:00:00Z",
        context="Customer with a forgotten wash-and-fold order at Sudsworth Stovey Marsh (ready 20 May 2024) and a claim about a shrunken jumper from an order collected on 24 June 2024.",
        turns=[
            ("I completely forgot a wash-and-fold order at Stovey Marsh, it was ready on 20 May. Am I going to be charged for storage?",
             "Orders left more than 30 days after they're ready do pick up a storage charge of $1 a day, capped at $30. Yours has been waiting 42 days, so that's 12 days of storage, $12 on top of the original price.",
             "No. Sudsworth never charges storage for uncollected orders; you only pay the original order price.",
             N, "multi_rule", cl(SUDS, "Uncollected Orders"),
             "The storage charge is allowed by the general Code, but Sudsworth's stricter policy says storage is never charged; the company rule governs.", None),
            ("Hmm, OK. How long do you keep uncollected laundry before it gets given away?",
             "Quite a while. We only donate uncollected laundry to charity after 120 days, and even then only once two written reminders have gone out at least 14 days apart. Your order is nowhere near that point.",
             "At least 120 calendar days after the ready date, and only after two written reminders (the first at 30 days, the second at least 14 days later).",
             C, "time_window", cl(SUDS, "Uncollected Orders"),
             "120-day minimum and the two written reminders 14 days apart match the Sudsworth policy.", None),
            ("Separately, I want to claim for a merino jumper that came back shrunk. I collected that order on 24 June, it cost $14.40, and the jumper was worth about $180. I didn't declare it when I dropped it off. Can you explain exactly how a claim works, what I could get, and what I should do differently next time?",
             LONG_S04,
             "You are within the 14-day claim window (deadline 8 July). As the jumper was undeclared, liability is capped at ten times the order charge, $144 (below the $250 per-order cap). Next time declare items over $100; Sudsworth accepts declared values up to $300.",
             C, "long_answer", cl(LAUND, "Damage and Loss in Wash-and-Fold"),
             "Long answer: 14-day window, 10x order charge ($144) under the $250 cap, declaration over $100, Sudsworth's $300 declared-value limit and the dry-clean-only point are all consistent with the rules.", None),
            ("Who do I contact to make the claim, and how quickly will they get back to me?",
             "You can raise it at any branch counter, ring us on 555-0188 or send an email. A note confirming we have it goes out within 2 working days, and our complete reply within 10 working days.",
             "At a branch counter, by phone on 555-0188 or by email; acknowledged within 2 working days and fully answered within 10 working days.",
             C, "plain", cl(SUDS, "Complaints"),
             "Contact routes and both response times match the complaints section.", None),
        ]),
    # ------------------------------------------------------------------ S05 (weighted)
    dict(
        n=5, assistant="sudsworth-assist", started="2024-09-07T08:20:00Z",
        context="Saturday-morning customer at Sudsworth Hollin Bridge who needs clothes back for an evening wedding.",
        turns=[
            ("It's Saturday and I need clean clothes for a wedding tonight. Have you got anything faster than the normal service?",
             "We do. On Saturdays there's our Express 3-hour service. It's for loads up to 6 kg, costs an extra $9 on top of the usual wash-and-fold price, and you'll need to drop it off between 8 am and midday.",
             "Yes: Express 3-hour on Saturdays, up to 6 kg, $9 surcharge on the standard charge, drop-off between 08:00 and 12:00.",
             C, "plain", cl(SUDS, "Same-Day and Express Orders"),
             "Express service details (Saturday only, 6 kg, $9, 08:00-12:00) are correct.", 0.5),
            ("I've got roughly 8 kg. Can all of it go Express?",
             "Yes, 8 kg is fine. The only size limit is 15 kg per order, so you're well under it.",
             "Not all of it: Express takes orders of up to 6 kg. Send up to 6 kg Express and the rest as a standard order.",
             N, "numeric", cl(SUDS, "Same-Day and Express Orders"),
             "Express is limited to 6 kg; the 15 kg cap is the general order limit and does not make 8 kg eligible for Express.", 0.3),
            ("There's a leather jacket in the pile too, can that go in?",
             "I'm afraid not. We can't wash leather, suede or fur in the wash-and-fold service, so the jacket will need a specialist leather cleaner.",
             "No. Leather, suede and fur must be refused for wash-and-fold.",
             C, "negation", cl(LAUND, "Items Not Accepted for Wash-and-Fold"),
             "Leather is on the list of items staff must refuse.", 0.2),
        ]),
    # ------------------------------------------------------------------ S06
    dict(
        n=6, assistant="highstreet-assist", started="2024-03-06T11:00:00Z",
        context="A 15-year-old asks the Larkmoor High Street assistant about opening a pull list at Panel House Comics, Hollin Bridge.",
        turns=[
            ("Hey, I'm 15 and want to start a pull list at Panel House. Can I just sign up myself?",
             "Yep! Customers aged 14 or over may open a pull list in their own name, so you can set it up at the counter today.",
             "Not on your own: customers under 16 need written consent from a parent or guardian, who becomes responsible for payment.",
             N, "numeric", cl(COMIC, "Opening a Pull List"),
             "Shares the rule's wording but lowers the age from 16 to 14; a 15-year-old needs written parental consent.", None),
            ("OK, my mum can sign. If I go for six series, what discount do I get?",
             "Six series puts you in the 5 to 9 title band, which means 15% off the cover price of each standard issue.",
             "15 % off standard covers (5 to 9 titles).",
             C, "numeric", cl(COMIC, "Subscriber Discounts"),
             "Six titles fall in the 5-9 band, 15 %.", None),
            ("Do I get that on the variant covers too? I like collecting those.",
             "Unfortunately not. The subscriber discount only covers standard covers. Variants, ratio incentive covers and limited editions are full price, and the shop can restrict you to one variant per issue.",
             "No. Variants, incentive covers and limited editions are full price; the shop may limit you to one variant per issue.",
             C, "negation", cl(COMIC, "Subscriber Discounts"),
             "Correctly says the discount does not apply to variants and mentions the one-variant limit.", None),
            ("Is there anything to pay up front when I open the list?",
             "There's a one-off $5 set-up fee, and the shop can also ask for a refundable deposit of up to $20.",
             "Only a refundable deposit of up to $20 may be taken; no sign-up or set-up fee may be charged.",
             N, "partial", cl(COMIC, "Opening a Pull List"),
             "The $20 refundable deposit is right, but the code forbids any other sign-up or set-up fee, so the $5 fee is wrong.", None),
            ("One of the series I want is labelled Mature 17+. My mum says she's fine with it, can it go on my list?",
             "Sorry, it can't. Mature 17+ titles can't be put on the pull list of anyone under 17, and a parent's permission doesn't override that. You could add it once you turn 17.",
             "No. Mature 17+ titles cannot go on the list of a customer under 17, even with a parent's consent.",
             C, "plain", cl(COMIC, "Age-Rated Titles"),
             "Matches the rule that parental consent does not override the Mature 17+ restriction.", None),
        ]),
    # ------------------------------------------------------------------ S07
    dict(
        n=7, assistant="highstreet-assist", started="2024-06-03T16:20:00Z",
        context="Existing pull-list customer at Panel House Comics wants to drop a title and is about to travel.",
        turns=[
            ("I want to drop Starfall Rangers from my list. The next issue is out on Wednesday 19 June, do I still have to buy that one?",
             "Yes, that one you'll need to take. The shop orders around three weeks ahead, and you're giving 16 days' notice, which is under the 21 days needed, so the 19 June issue is already ordered. Nothing after it, though.",
             "Yes. With 16 days' notice (less than 21) you must buy the 19 June issue, which is already ordered, but no later issues.",
             C, "time_window", cl(COMIC, "Adding and Dropping Titles"),
             "3 June to 19 June is 16 days, under the 21-day notice; the customer buys only the next ordered issue.", None),
            ("I'm away on the Wednesday. Could I collect my books on the Tuesday evening instead?",
             "Sure, pull-list customers can pick up their books the evening before release. Just ask at the counter and they'll have your bag ready.",
             "No. No issue may be handed over before its on-sale date, even to pull-list customers; you can collect from opening time on the Wednesday or any later day.",
             N, "modality", cl(COMIC, "On-Sale Day and Collection"),
             "Turns a prohibition into a permission: books may not be handed over before the on-sale date, including to pull-list customers.", None),
            ("After that I'm travelling for five weeks. Will my comics still be waiting?",
             "They should be. Your books are kept for thirty days from release day; if they're still there after that, the shop gets in touch, and it can only put them back out for sale if another fortnight passes after that contact without you picking them up. So as long as you answer when they reach you, five weeks away is fine.",
             "Yes. Books are held 30 days from the on-sale date; then the shop contacts you, and may only return them to sale if still uncollected 14 days after that contact.",
             C, "paraphrase", cl(COMIC, "On-Sale Day and Collection"),
             "Paraphrases the 30-day hold, the contact and the further 14 days correctly.", None),
            ("Random question: is the Starfall Rangers film worth watching?",
             "I don't have film reviews, I'm afraid. I can only help with shop and service questions on the high street.",
             "Out of scope.",
             I, "out_of_scope", None, "Film reviews are not covered by any corpus document.", None),
        ]),
    # ------------------------------------------------------------------ S08
    dict(
        n=8, assistant="highstreet-assist", started="2024-08-14T13:10:00Z",
        context="Parent managing a 12-year-old daughter's pull list at Panel House Comics.",
        turns=[
            ("My daughter is 12 and wants to add a series rated Teen 13+. Is that OK?",
             "It can be added, but because she's under 13 the shop will need your written consent first. Once that's on file it can go on her list.",
             "Yes, with a parent's or guardian's written consent, since she is under 13.",
             C, "modality", cl(COMIC, "Age-Rated Titles"),
             "Teen 13+ titles may go on an under-13's list only with written parental consent; the answer states exactly that.", None),
            ("This week's issue of her favourite series has a bent cover. Does she have to take it?",
             "She can turn it down and the shop will try to get a replacement within 10 working days. If they can't get one, though, you'd still be charged for the damaged copy.",
             "She can refuse it; the shop tries to get a replacement within 10 working days, and if none can be found she owes nothing for that issue.",
             N, "negation", cl(COMIC, "Damaged Copies"),
             "The last sentence reverses the rule: if no replacement is found, the customer owes nothing.", None),
            ("The shop also wants me to pay $45 up front for a hardcover omnibus I ordered last month. Nobody mentioned prepaying when I ordered it. Can they do that?",
             "Yes. Anything over $30, like an omnibus, can be prepaid, so the shop is within its rights to ask for the $45 now.",
             "No. Advance payment is allowed for a single item over $30 only if you agreed to prepay when ordering; as you didn't, you pay on collection.",
             N, "partial", cl(COMIC, "Payment"),
             "The $30 threshold is right, but the answer drops the condition that the customer agreed to prepay at the time of ordering, which is not met here.", None),
            ("She has two series on her list. Does she get any discount?",
             "Two series is enough to run a pull list, but the discount only starts at three titles. Add one more and she'd get 10% off.",
             "Yes, 10 % off standard covers: the 2 to 4 title band.",
             N, "numeric", cl(COMIC, "Subscriber Discounts"),
             "The 10 % band starts at 2 titles, not 3.", None),
        ]),
    # ------------------------------------------------------------------ S09
    dict(
        n=9, assistant="highstreet-assist", started="2024-10-09T19:45:00Z",
        context="Wednesday-evening visitor asking the Larkmoor High Street assistant about Bubble Corner Launderette, an independent launderette in Fenwick Cross that is not part of Sudsworth and follows only the Larkmoor Code.",
        turns=[
            ("It's quarter to nine. If I make it to Bubble Corner by 9:20, can I still start a wash?",
             "You should be fine. Under the Larkmoor Code the last wash of the day has to be started by 9:30 pm, so getting there at 9:20 gives you ten minutes to spare.",
             "Yes. The Code's last-wash time is 21:30, so a 21:20 start is allowed.",
             C, "time_window", cl(LAUND, "Opening Hours and Supervision"),
             "Bubble Corner follows only the Code, whose last-wash time is 21:30 (the Sudsworth 21:00 rule does not apply here).", None),
            ("My 14-year-old is coming along to do the drying while I pop to the shops. Is he allowed to use the machines?",
             "Yes. The code lets young people from 14 upwards operate the washers and dryers, so he's fine to handle the drying.",
             "Yes. Under the Code, 14 to 17-year-olds may operate washers and dryers.",
             C, "numeric", cl(LAUND, "Children on the Premises"),
             "Machine use from 14 is allowed under the Code; the stricter Sudsworth age of 16 does not apply to an independent launderette.", None),
            ("Will there be a member of staff there if something goes wrong?",
             "Yes, an attendant must be on the premises whenever the launderette is open, so someone will be there to help.",
             "Not necessarily. An attendant is only required 08:00 to 18:00 on working days; in the evening it may run unattended if CCTV is recording and a working emergency phone is available.",
             N, "modality", cl(LAUND, "Opening Hours and Supervision"),
             "Shares the rule's wording but drops the time limit: an attendant is required only 08:00-18:00 on working days.", None),
            ("Cheers, you're a star.",
             "Any time! Good luck getting there before the cut-off.",
             "You're welcome.",
             I, "smalltalk", None, "Thanks; no rule engaged.", None),
        ]),
    # ------------------------------------------------------------------ S10
    dict(
        n=10, assistant="highstreet-assist", started="2024-12-02T10:30:00Z",
        context="Panel House Comics customer with an 8-title pull list who is moving out of Larkmoor at the end of December.",
        turns=[
            ("Morning! Freezing out there today, isn't it?",
             "Morning! It really is, a good day to stay in with a stack of comics. What can I do for you?",
             "Good morning.",
             I, "smalltalk", None, "Greeting about the weather; no rule engaged.", None),
            ("I'm moving away at the end of the month so I need to close my pull list, it's got 8 titles. Can you go through everything: how I cancel, what I still have to buy, what happens to my $20 deposit and to the books already waiting for me?",
             LONG_S10,
             "Close at any time in person, by phone or email; buy issues already ordered under the 21-day rule; waiting books are held 30 days and paid on collection with your 15 % discount; the deposit less anything owed must be refunded within 7 calendar days.",
             N, "long_answer", cl(COMIC, "Closing a Pull List"),
             "Long, otherwise correct answer with a single wrong sentence: the deposit must be refunded within 7 calendar days, not 14.", None),
            ("Also, I found a phone on your counter this morning and gave it to the staff. What will they do with it?",
             "Thanks for handing it in. The shop will note it in its found-property book today, with when and where it turned up, and keep it locked away. Phones are usually worth more than $200, so it will most likely go to the police within 2 working days; if it's a cheap handset worth less than that, the shop keeps it for at least four weeks so the owner can claim it.",
             "It is logged within 24 hours and kept securely; if believed worth over $200 it goes to the police within 2 working days, otherwise it is held for at least 28 days.",
             C, "paraphrase", cl(FOUND, "Holding Period"),
             "Paraphrases the logging, the $200 police threshold with its 2 working days, and the 28-day hold (four weeks).", None),
            ("If the owner does come to the shop for it, can they be charged?",
             "The shop is allowed to charge a small handling fee of up to $10 when returning lost property.",
             "At most a $5 handling fee (and none at all for identity documents).",
             N, "numeric", cl(FOUND, "Returning Items to Owners"),
             "The handling fee cap is $5, not $10.", None),
        ]),
    # ------------------------------------------------------------------ S11
    dict(
        n=11, assistant="hobbyguild-assist", started="2024-01-15T09:00:00Z",
        context="Parent booking spring classes at Thimble & Thread Studio, Fenwick Cross, for two daughters aged 13 and 9.",
        turns=[
            ("Hello there! I'm having a look at your spring courses.",
             "Hello, and thanks for stopping by! Ask me anything about the Thimble & Thread spring timetable.",
             "Hello.",
             I, "smalltalk", None, "Greeting; no rule engaged.", None),
            ("My 13-year-old is desperate to do machine quilting. If I sign a consent form, can she join?",
             "I'm sorry, she can't join machine quilting yet. The minimum age is 14, and it can't be waived even with a parent's consent. Beginner hand quilting is open from 10, so she could start there, or book machine quilting once she turns 14.",
             "No. Machine quilting has a minimum age of 14 and no exception is allowed, even with parental consent.",
             C, "negation", cl(QUILT, "Class Sizes and Minimum Ages"),
             "Correctly refuses: minimum age 14, no exception even with consent; hand quilting from 10 is also right.", None),
            ("My 9-year-old wants to do hand embroidery. Can I drop her off and come back at the end?",
             "Yes, hand embroidery starts at age 8, so she's old enough to attend on her own. You're welcome to drop her off and collect her afterwards.",
             "She can join (minimum age 8), but students aged 8 to 11 need an adult to stay in the room, so you cannot just drop her off.",
             N, "negation", cl(QUILT, "Class Sizes and Minimum Ages"),
             "Minimum age is right, but an adult must stay in the room for hand embroidery students aged 8 to 11.", None),
            ("The hand embroidery course is $160 and starts on Saturday 3 February. How much do I pay now and when is the rest due?",
             "To hold her place you pay a 25% deposit, which is $40. The remaining $120 is due 7 days before the first session, so by Saturday 27 January.",
             "A $40 deposit (25 %) now; the $120 balance 7 calendar days before the first session, by Saturday 27 January.",
             C, "numeric", cl(QUILT, "Booking and Deposits"),
             "25 % of $160 is $40; balance due 7 days before 3 February, i.e. 27 January.", None),
            ("And if I forget to pay the balance on time, is her place gone?",
             "If the balance isn't paid by the due date, the place is released automatically that same day, so it's worth setting a reminder.",
             "Not straight away. The organiser must send a reminder and may release the place only 48 hours after sending it.",
             N, "time_window", cl(QUILT, "Booking and Deposits"),
             "The place may be released only 48 hours after a reminder has been sent, not automatically on the due date.", None),
        ]),
    # ------------------------------------------------------------------ S12
    dict(
        n=12, assistant="hobbyguild-assist", started="2024-03-20T14:00:00Z",
        context="Student booked on 'Introduction to Machine Embroidery' at Thimble & Thread Studio ($220, first session Saturday 30 March 2024).",
        turns=[
            ("Something's come up and I need to cancel my machine embroidery course. What do I get back?",
             "Your course starts on 30 March, so today you're giving 10 days' notice. That falls in the 7 to 13 day band, which means you'd get half of the $220 fee back: $110.",
             "$110: with 10 days' notice you are in the 7-13 day band, 50 % of $220.",
             C, "numeric", cl(QUILT, "Cancellation by a Student"),
             "20 March to 30 March is 10 days; 50 % of $220 is $110.", None),
            ("Ugh. What if I'd cancelled last Wednesday, the 13th?",
             "On the 13th you'd have been 17 days out, so you'd have got a full refund of the whole $220.",
             "At 17 days' notice you would have received the full fee less the $10 administration charge: $210.",
             N, "numeric", cl(QUILT, "Cancellation by a Student"),
             "The 14+ day band deducts a $10 administration charge, so the refund would be $210, not $220.", None),
            ("Could my friend take my place instead? She's 15.",
             "Yes, you can transfer your place once, free of charge, as long as you let the studio know at least 24 hours before the first session.",
             "Not to her: machine embroidery has a minimum age of 16, and a place can only be transferred to someone who meets it. Someone aged 16 or over could take it if the studio is told at least 24 hours before the first session.",
             N, "partial", cl(QUILT, "Cancellation by a Student"),
             "The transfer terms quoted are right, but the request should be refused because the friend is below the class's minimum age of 16.", None),
            ("OK, what about my sister? She's 30.",
             "I'm sorry, but I can't set up a transfer. Once a course is booked, places aren't transferable, so your options are to cancel under the refund bands or attend yourself.",
             "Yes. Your sister can take the place as a free, one-off transfer, provided the studio is told at least 24 hours before the first session on 30 March.",
             N, "refusal", cl(QUILT, "Cancellation by a Student"),
             "Wrongly refuses a permitted transfer: one free transfer to a person meeting the minimum age is allowed with 24 hours' notice, whatever the refund band.", None),
        ]),
    # ------------------------------------------------------------------ S13 (weighted)
    dict(
        n=13, assistant="hobbyguild-assist", started="2024-05-22T17:30:00Z",
        context="Adult student on a machine quilting course at Thimble & Thread Studio asks about equipment and about photos posted online.",
        turns=[
            ("Can I bring my own sewing machine to class? It was last serviced about two years ago.",
             "Your machine would need to have had a service within the past year to be used in class. Since yours was done about two years back, you'd either need to get it serviced first or use one of the studio's machines.",
             "Only if it has been serviced within the last 12 months; at two years you must use a studio machine or have it serviced first.",
             C, "paraphrase", cl(QUILT, "Machines, Tools and Safety"),
             "States the 12-month servicing condition in different words and applies it correctly.", 0.15),
            ("What does it cost to use one of the studio's?",
             "Hiring a studio machine is $8 per session.",
             "$8 per session.",
             C, "plain", cl(QUILT, "Machines, Tools and Safety"),
             "Hire price matches.", 0.15),
            ("The tutor posted photos of my finished quilt, and one of me holding it, on Instagram without asking me. I want them down. What are my rights?",
             "Work made in class counts as the studio's project material, so photos of your quilt can be used without your permission. Photos of you are different: those need your consent, and now that you've objected, they have to be taken down within 30 days.",
             "You own your quilt, and the studio needs your written consent to photograph your work or you for advertising. Withdrawn-consent photos must be removed from websites and social media within 7 calendar days.",
             N, "partial", cl(QUILT, "Finished Work and Photographs"),
             "Partly right (photos of the student need consent) but wrong that the studio owns class work or may use photos of it without consent, and wrong on the removal time (7 days, not 30).", 0.6),
            ("Random one: how do I get candle wax out of a cotton tablecloth?",
             "Let the wax harden, scrape off what you can, then lay brown paper over the spot and press with a warm iron so the paper soaks up the rest.",
             "Out of scope.",
             I, "out_of_scope", None, "Household cleaning tip; not covered by any corpus document.", 0.1),
        ]),
    # ------------------------------------------------------------------ S14
    dict(
        n=14, assistant="hobbyguild-assist", started="2024-04-12T19:00:00Z",
        context="Member of the Larkmoor Valley Detectorists' Club who joined on 1 March 2024 asks about searching a farm at Stovey Marsh.",
        turns=[
            ("A farmer at Stovey Marsh told me on the phone that I can detect on his fields this weekend. Is that good enough?",
             "A phone call is fine to get you started. Just jot down what he agreed and get him to put it in writing when you next see him.",
             "No. You need written permission naming the fields, the dates and the finds agreement before you search; verbal permission is not enough.",
             N, "modality", cl(METAL, "Written Landowner Permission"),
             "Verbal permission is expressly not enough; written permission is required before searching.", None),
            ("Turns out he rents the land from an estate. Whose permission do I need then?",
             "When land is let to a tenant farmer you need written permission from both of them: the estate as landowner and the farmer as tenant.",
             "Written permission from both the landowner (the estate) and the tenant farmer.",
             C, "plain", cl(METAL, "Written Landowner Permission"),
             "Matches the tenanted-land rule.", None),
            ("Does it matter that I only joined the club on 1 March?",
             "It does. New adult members have a 3-month probation, so until 1 June you can only detect at organised club digs, not on private permissions like this farm, even with the paperwork sorted.",
             "Yes. During the 3-month probation (until 1 June) you may detect only at organised club digs, not on private permissions.",
             C, "time_window", cl(METAL, "Membership and Fees"),
             "Probation of 3 months from 1 March runs to 1 June; restriction to club digs stated correctly.", None),
            ("Fair enough. Next spring he's got a sheep field he's happy for me to search around 20 April. If he moves the sheep out first, is that OK?",
             "If the sheep have been moved out, you're fine. The rule is about not detecting where livestock are present, so an empty pasture can be searched as long as it's on your permission.",
             "No. No detecting on any sheep pasture during lambing, 1 March to 30 April inclusive, even with the sheep moved out; wait until May.",
             N, "time_window", cl(METAL, "When and Where Searching Is Allowed"),
             "20 April falls in the lambing closed period (1 March-30 April), which bans detecting on any sheep pasture regardless of whether livestock are present.", None),
            ("And on a Sunday, what's the earliest I can begin?",
             "On Sundays you can start from 10 am; other days it's 8 am through to sunset.",
             "Not before 12:00 on Sundays unless the landowner agrees an earlier start in writing; other days 08:00 to sunset.",
             N, "numeric", cl(METAL, "When and Where Searching Is Allowed"),
             "Sunday start is 12:00 (unless agreed in writing), not 10:00.", None),
        ]),
    # ------------------------------------------------------------------ S15
    dict(
        n=15, assistant="hobbyguild-assist", started="2024-09-16T18:00:00Z",
        context="Club member reporting finds from a stubble-field search on a private permission on Saturday 14 September 2024; the permission letter refers to the usual club finds arrangement.",
        turns=[
            ("On Saturday I found a silver coin that looks medieval, with two more old coins right next to it. What do I need to do?",
             "That's a possible treasure find: silver over 300 years old, and a group of old coins found together. Report it to the District Finds Registrar on 555-0172 and let the landowner know within 7 calendar days of finding it, so by Saturday 21 September. Until the Registrar releases it, don't sell it, give it away or clean it with chemicals.",
             "Report to the District Finds Registrar (555-0172) and tell the landowner within 7 calendar days (by 21 September); do not sell, give away or chemically clean the coins until released.",
             C, "time_window", cl(METAL, "Finds Reporting"),
             "Correct route, 7-day limit counted from 14 September, and the handling restriction.", None),
            ("Thanks. Can you give me the full picture for the rest of Saturday's finds? There's a Victorian penny, a copper-alloy buckle that I think is about 400 years old, a load of ring pulls and shotgun cartridges, and I'm not sure how the split with the farmer works. Our permission letter just says finds are split the usual club way.",
             LONG_S15,
             "Penny and buckle: record with the club finds officer with grid references within 14 days (by 28 September). Rubbish must be taken off the land; no recording. Default split is 50/50 by value; single finds under $50 go to the finder unless the landowner asks.",
             C, "long_answer", cl(METAL, "Finds Reporting"),
             "Long answer; every statement (14-day recording, Registrar criteria, rubbish, 25 cm holes, 50/50 split, under-$50 rule, treasure restrictions, carrying the permission) agrees with the code.", None),
            ("One more: I also dug up a gold wedding ring engraved 'J & M 1998'. It's modern, so it doesn't need reporting and I can just put it in the split with the farmer, right?",
             "That's right. Anything under 100 years old doesn't need recording, so the ring simply goes into your usual 50/50 arrangement with the farmer.",
             "No. It needs no club recording, but an engraved modern ring is lost property under the Found Property Regulation: report it to the police within 7 calendar days; it cannot be kept or shared under the finds agreement while the owner can be traced.",
             N, "multi_rule", cl(FOUND, "Lost Property Found by Detectorists"),
             "The club code exempts modern items from club recording, but the Found Property Regulation makes an engraved ring lost property to be reported to the police; it cannot go into the finds split.", None),
            ("The farmer has asked to keep the Victorian penny. It's only worth about $8, do I have to let him?",
             "Low-value single finds, anything under $50, are normally yours to keep, but that default only holds if the landowner doesn't claim them. As he's asked for it, it goes to him.",
             "Yes. A single find under $50 belongs to the finder unless the landowner asks for it, and he has asked.",
             C, "paraphrase", cl(METAL, "Finds Agreement"),
             "Restates the under-$50 rule and its landowner exception in different words and applies it correctly.", None),
            ("Any tips on a good detector for beach hunting?",
             "",
             "Out of scope (equipment recommendations).",
             I, "empty_answer", None, "The assistant returned an empty string; nothing to assess.", None),
        ]),
    # ------------------------------------------------------------------ S16 (weighted)
    dict(
        n=16, assistant="hobbyguild-assist", started="2024-10-21T08:30:00Z",
        context="Club member planning to bring his 13-year-old son and his brother (as a guest) to a club dig on Saturday 26 October 2024.",
        turns=[
            ("How much is junior membership? My son's 13.",
             "Junior membership, for ages 12 to 17, is $15 a year.",
             "$15 a year (juniors aged 12 to 17).",
             C, "numeric", cl(METAL, "Membership and Fees"),
             "Junior fee and age range match.", 0.25),
            ("At the dig, could he detect on his own at the far end of the field while I'm searching elsewhere?",
             "That's fine at a club dig. Juniors can detect on their own as long as an adult member is somewhere on site.",
             "No. Juniors under 16 must be accompanied by an adult member at all times while detecting.",
             N, "modality", cl(METAL, "Membership and Fees"),
             "Under-16 juniors must be accompanied at all times while detecting; being somewhere on site is not enough.", 0.25),
            ("I've already brought my brother as a guest three times this year. Can I bring him on Saturday too?",
             "Yes, guests are always welcome. It's $10 for the day, and he'll just need to sign the club code when he arrives.",
             "No. A member may bring a guest up to 3 times a year, and you have used all three.",
             N, "partial", cl(METAL, "Membership and Fees"),
             "The $10 fee and signing the code are right, but the member has reached the limit of 3 guest visits a year, so the request should be refused.", 0.3),
            ("When do I have to book our places by?",
             "Places need booking at least 48 hours before the dig starts, so for a Saturday dig get the booking in by the same time on Thursday. Earlier is safer.",
             "At least 48 hours before the dig starts, i.e. by the same time on Thursday 24 October.",
             C, "time_window", cl(METAL, "Club Digs"),
             "48-hour booking rule applied correctly.", 0.2),
        ]),
    # ------------------------------------------------------------------ S17 (all irrelevant)
    dict(
        n=17, assistant="hobbyguild-assist", started="2024-12-20T21:00:00Z",
        context="Late-evening visitor chatting with the Larkmoor Hobby Guild assistant.",
        turns=[
            ("hey, are you a real person or a bot?",
             "I'm the Hobby Guild's virtual assistant, not a person, but I'm happy to help with classes and club questions.",
             "A virtual assistant.",
             I, "smalltalk", None, "Question about the assistant itself; no rule engaged.", None),
            ("Any idea if it's going to snow on Christmas Day?",
             "I don't have access to weather forecasts, sorry. A weather service would be your best bet.",
             "Out of scope.",
             I, "out_of_scope", None, "Weather is not covered by any corpus document.", None),
            ("ok never mind then",
             "   \n  ",
             "No answer needed.",
             I, "empty_answer", None, "The answer is whitespace only.", None),
        ]),
    # ------------------------------------------------------------------ S18
    dict(
        n=18, assistant="sudsworth-assist", started="2024-11-03T15:30:00Z",
        context="Customer at Sudsworth Hollin Bridge on a Sunday afternoon with her 11-year-old; a wallet has turned up in a self-service washer.",
        turns=[
            ("Can I leave my 11-year-old here reading while I nip to the shop for 20 minutes?",
             "That's fine. Children aged 10 and over can wait in the launderette on their own for a short while.",
             "No. At Sudsworth, children under 12 may only be on the premises if an adult stays with them the whole time.",
             N, "multi_rule", cl(SUDS, "Age Rules"),
             "The Code's threshold is 10, but Sudsworth's stricter policy requires an adult to stay with children under 12.", None),
            ("Also, I found a wallet in washer 6 with a driving licence and about $70 cash in it. There's no staff here today, what should I do?",
             "Thank you for handing it in rather than leaving it. Sundays are unattended, so please ring our help line on 555-0188 and they'll arrange for it to be collected and logged. Because it holds a driving licence and more than $50 in cash, the branch has to pass it to the police within 2 working days rather than keeping it in lost property.",
             "Contact the help line (555-0188); the branch logs it within 24 hours and, as it holds a driving licence and over $50 cash, hands it to the police within 2 working days.",
             C, "multi_rule", cl(FOUND, "Holding Period"),
             "Combines the Sunday unattended arrangement (Sudsworth policy) with the Found Property Regulation: ID and cash over $50 go to the police within 2 working days.", None),
            ("Honestly, can't I just keep the cash and hand in the licence? Finders keepers.",
             "I can't help with that, I'm afraid. The cash belongs to the wallet's owner, and because it's over $50 it has to go to the police along with the licence. Please hand over the wallet as it is.",
             "No. Cash over $50 must go to the police with the licence; it may not be kept.",
             C, "refusal", cl(FOUND, "Holding Period"),
             "Appropriate refusal grounded in the rule that cash over $50 must be handed to the police.", None),
            ("Fair enough. Last year I left my bank card here and the staff cut it up. Were they allowed to?",
             "They shouldn't have done that. A bank card left behind is supposed to go to the police within a couple of working days; the business isn't allowed to hang on to it or destroy it.",
             "No. Found bank cards must be handed to the police within 2 working days and must not be kept, destroyed or cut up.",
             C, "paraphrase", cl(FOUND, "Holding Period"),
             "Paraphrases the bank-card rule correctly.", None),
            ("Do you know anywhere nearby that does a decent Sunday roast?",
             "I'm afraid restaurant tips are outside what I can help with. I only cover Sudsworth launderette questions.",
             "Out of scope.",
             I, "out_of_scope", None, "Restaurant recommendations are not covered by any corpus document.", None),
        ]),
]


def session_id(n):
    return f"AT-S{n:02d}"


def build():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        sid = session_id(s["n"])
        turns = s["turns"]
        weighted = any(t[7] is not None for t in turns)
        conv = []
        resolved = {}
        for i, (q, a, gt, lab, kind, clause, rat, w) in enumerate(turns, 1):
            qa = f"AT-{s['n']:02d}-q{i}"
            item = {"qa_id": qa, "query": q, "assistant": a, "ground_truth_assistant": gt}
            if weighted:
                item["weight"] = w
                resolved[qa] = w
            else:
                resolved[qa] = round(1 / len(turns), 4)
            conv.append(item)
            label_lines.append({"session_id": sid, "qa_id": qa, "label": lab, "clause": clause,
                                "kind": kind, "rationale": rat})
        conv_lines.append({"session_id": sid, "assistant_id": s["assistant"], "language": "english",
                           "context": s["context"], "started_at": s["started"], "conversation": conv})
        labs = [t[3] for t in turns]
        num = den = 0.0
        for (qa, w), lab in zip(resolved.items(), labs):
            if lab == I:
                continue
            den += w
            num += w if lab == C else 0.0
        if den == 0:
            score, verdict = None, I
        else:
            score = round(num / den, 4)
            verdict = C if num / den >= 0.5 - 1e-9 else N
        exp_lines.append({"session_id": sid, "assistant_id": s["assistant"], "n_interactions": len(turns),
                          "n_compliant": labs.count(C), "n_non_compliant": labs.count(N),
                          "n_irrelevant": labs.count(I), "weight_mode": "full" if weighted else "none",
                          "resolved_weights": resolved, "expected_score": score,
                          "expected_verdict": verdict})
    for name, lines in (("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                        ("expected_sessions.jsonl", exp_lines)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for obj in lines:
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
    print(f"wrote {len(conv_lines)} sessions, {len(label_lines)} interactions")


if __name__ == "__main__":
    build()
