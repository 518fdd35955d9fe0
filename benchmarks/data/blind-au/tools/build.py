#!/usr/bin/env python3
"""Builds conversations.jsonl, labels.jsonl and expected_sessions.jsonl for the
blind-au evaluation set. All content is hand-written in this file."""
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

RUGBY = "rugby_club_code.md"
KV = "company/kestrel_vale_rfc_policy.md"
PK = "parkour_classes_code.md"
AS = "astronomy_society_rules.md"
BEE = "beekeeping_honey_code.md"
BC = "company/bramblecomb_apiaries_policy.md"

C, NC, IRR = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

LONG_KV_CHECKLIST = """Happy to. Here's a practical checklist for a Kestrel Vale junior session, roughly in the order you'll need it.

Before the day
- Count the players you expect and line up enough qualified coaches. For Under-8 to Under-12 groups the club wants at least one qualified coach for every 10 players; Under-14 to Under-18 groups follow the union ratio of one for every 16.
- Make sure every coach and helper working with the juniors has an in-date safeguarding check. These must be renewed at least every three years, so check the dates rather than assuming.
- Confirm who your first-aider is. An adult with a current first-aid certificate has to be there for the whole session, start to finish, not just for part of it.
- Plan your timings so that on a school night (Sunday to Thursday) everything, including the cool-down and handing children back to parents, is finished by 19:30.

On the day
- Look at the club app in the late afternoon. If the groundsman has closed the pitch, junior training is off; closures go up on the app by 16:00, so you'll have time to message families.
- Check kit at the start: every player doing contact work must have a mouthguard, no exceptions. If someone turns up without one, the club shop sells them for $12.
- New players who need a club shirt can borrow one for the season against a $30 deposit, which is paid back within 10 working days once the shirt is returned clean and undamaged. Shirts that aren't back by 31 May are treated as lost.

During the session
- Keep the activities within the format for the grade: for example, Under-10s tackle but have no scrums or lineouts, and Under-12s use uncontested three-player scrums.
- Parents are welcome to watch from the touchline, but only registered volunteers may coach on the pitch.
- If any child shows signs of concussion, take them off straight away. They cannot return to training or play that day, even if they say they feel fine ten minutes later.

After an injury
- A junior with a concussion follows the club's longer stand-down. Counting the day of the injury as day 0, there is no full-contact training before day 21 and no match before day 28. They need written clearance from a doctor, and a parent has to sign the club's return-to-play form before the first contact session.

Useful contacts
- Junior section coordinator: 555-0187 (messages only, replies within 2 working days).
- Club office: 555-0142, staffed Tuesday and Thursday 18:00 to 21:00 and Saturday 09:00 to 12:00.

If it helps, I can turn this into a one-page sheet you can print and hand to the other coaches."""

LONG_BEE_MARKET = """Congratulations on getting to the point where you have honey to sell! Since you'd be selling your own honey under the Eastbrook Honey scheme, the Eastbrook Beekeepers' Association code is what governs your stall. Here's a rundown of what it expects.

Labels
Every jar needs a label showing:
- your name and address, as the producer or packer;
- the net weight, given in grams;
- a best-before date;
- the country or countries the honey comes from;
- the warning "Not suitable for infants under 12 months".
It's worth getting labels printed in one batch and checking a proof carefully before you order, because a missing item means the jar can't be sold under the scheme.

How you describe it
- You can only call your honey "local" if it was harvested within 30 miles of where you're selling it, so measure the distance from your hives to the market before you print anything with that word on it.
- "Raw" has a specific meaning under the scheme, tied to a maximum temperature the honey may ever reach, so only use it if you can vouch for every stage of extraction and jarring.

Quality
- The water content must be no more than 20%. A refractometer is an inexpensive way to check each batch before jarring, and honey above that level can ferment.
- If you sell cut comb, it has to go into sealed containers rather than being wrapped or left open on the table.

Registration
- You only need to sign up to the EBA sales register once you expect to sell more than 500 jars in a year; below that there's no registration, although the labelling rules still apply to every jar.

Customers
- Some customers will come back with a jar that has gone solid. Crystallisation is a natural process, not a fault, and you don't have to refund an opened jar because it has crystallised. A friendly explanation and a tip about warming the jar gently usually goes down well.
- Never sell honey for feeding to babies under 12 months, and if a parent asks, explain why.

Practical tips
- Keep a simple record of each batch (hive, extraction date, jarring date) so that you can work out best-before dates and answer questions.
- Bring a float of change, a card reader if you have one, and some tasting spoons; tasting sells honey better than anything else.
- Check with the market organiser about pitch fees and whether they need to see your public liability cover.

Good luck with your first market day!"""

LONG_PK_SAFETY = """Great idea to read up before your first session. Here's what Vaultline expects from everyone, plus the points that matter for you in particular as a 17-year-old in the Teens class.

What to wear
- Take off all jewellery and your watch before the class starts; instructors will ask you to remove anything you've forgotten.
- Wear trainers with a flat, grippy sole. Running shoes with thick cushioned heels aren't ideal. Bare feet are only allowed on the sprung floor or on the mats, never on hard surfaces.
- Comfortable clothes you can move freely in, and a water bottle, will make life easier.

Timing
- Be on time. If you arrive more than 10 minutes late you can't join the warm-up, and the instructor can decide not to let you in at all, because skipping the warm-up is how people get hurt.

Outdoor sessions
- Sessions at Riverside Steps Park only run from April to October.
- An outdoor session is moved indoors or cancelled if it's below 5 °C when it starts, if there's a weather warning for rain or wind, or if it would finish after sunset.
- Because you're under 18, you can't train on walls or structures higher than 2 metres when training outdoors. That applies however experienced you are.

Jumps
- Gap jumps wider than 1.5 metres are off-limits for anyone under 13. That doesn't restrict you at 17, but instructors will still build distances up gradually, and it's always fine to say you'd rather not try something yet.

If you get hurt
- Tell the instructor straight away, even if it seems minor. Every injury is written up in the incident log the same day, and because you're under 18 a parent or guardian has to be told before you leave the venue, so make sure the hub has a number they can reach.

Later on
- Once you've done at least 8 sessions you can go for your first grading. Gradings are on the last Saturday of each month (not in December) and cost $15; if you don't pass, you can retake it the following month without paying again.

Enjoy your first class. Most people are surprised by how much they can do after just a few weeks!"""

SESSIONS = [
    # ---------------------------------------------------------------- Kestrel Vale
    dict(session_id="AU-01", assistant_id="kestrel-vale-assistant",
         context="Parent registering two children for the new season at Kestrel Vale RFC.",
         started_at="2025-09-09T18:20:00Z", turns=[
        dict(query="Hi, my son Oliver turned 9 in July. Which age group will he play in this season?",
             assistant="Since Oliver was already 9 on 1 September, he'll be in our Under-10 group this season. That's the stage where tackling comes in, though there are still no scrums or lineouts, and matches are two 20-minute halves.",
             gt="Under-10 (age 8-9 on 1 September): tackling allowed, no scrums or lineouts, matches of 2 x 20 minutes.",
             label=C, clause=(RUGBY, "Age Grades"), kind="plain",
             rationale="Grade follows age on 1 September (9), which is Under-10; format and match length match the table."),
        dict(query="His sister Mia is 12 - her birthday was in March. What will the two memberships cost us altogether?",
             assistant="Mia is in the Under-14 grade at $120 and Oliver's Under-10 membership is $90. The second child gets 25% off, and that comes off the more expensive membership, so Mia's fee drops to $90 - that's $180 for the two of them.",
             gt="Mia (Under-14) pays $120 in full; Oliver (Under-10) pays $90 less 25% = $67.50. Total $187.50, because the sibling discount goes on the cheaper membership.",
             label=NC, clause=(RUGBY, "Membership Fees"), kind="numeric",
             rationale="The 25% sibling discount is applied to the cheaper membership and the most expensive junior membership is paid in full; the answer discounts the dearer fee and gives $180 instead of $187.50."),
        dict(query="We'll probably pay on the 25th when my salary comes in. Is that OK?",
             assistant="That works. Fees for the season aren't due until 30 September, so paying on the 25th keeps you clear of any late charge.",
             gt="No. Kestrel Vale fees are due by 15 September; paying on 25 September adds the $20 late fee.",
             label=NC, clause=(KV, "Fees, Payment Deadline and Refunds"), kind="multi_rule",
             rationale="30 September is the WRU general deadline; Kestrel Vale's stricter policy makes fees due by 15 September with a $20 late fee, and it governs this assistant."),
        dict(query="Could we spread the cost over a few months instead?",
             assistant="You can - we offer three equal payments in September, October and November. The catch is that the instalment plan has to be arranged before 15 September, so you'd need to set it up in the next few days.",
             gt="Yes: three equal instalments (September, October, November), but only if the plan is set up before 15 September.",
             label=C, clause=(KV, "Fees, Payment Deadline and Refunds"), kind="time_window",
             rationale="Session date is 9 September; the answer gives the three-instalment option and the 15 September set-up deadline correctly."),
    ]),
    dict(session_id="AU-02", assistant_id="kestrel-vale-assistant",
         context="Parent of a 15-year-old Kestrel Vale player after a suspected concussion in a match.",
         started_at="2025-10-14T09:05:00Z", turns=[
        dict(query="My daughter Freya (15) took a knock to the head in Saturday's match on 11 October. The physio on the touchline thought it was concussion, but Freya said she felt fine after ten minutes. Should they have let her go back on?",
             assistant="No, keeping her off was the right call. Once concussion is suspected a player has to leave the field immediately and can't come back that day, however quickly she seems to recover.",
             gt="No. A suspected concussion means immediate removal and no return to play or training that day, even if symptoms clear.",
             label=C, clause=(RUGBY, "Concussion and Return to Play"), kind="negation", weight=0.2,
             rationale="Matches the rule: immediate removal, no return the same day even if symptoms disappear."),
        dict(query="When is the earliest she could play a match again?",
             assistant="For players under 18 the earliest match return is day 23, counting the day of the injury as day 0. With the injury on 11 October, that makes Monday 3 November the first date she could play, as long as a doctor has cleared her in writing.",
             gt="At Kestrel Vale a junior's earliest match is day 28: Saturday 8 November 2025, with a doctor's written clearance and the parent-signed return-to-play form.",
             label=NC, clause=(KV, "Concussion"), kind="multi_rule", weight=0.5,
             rationale="Day 23 is the WRU general figure; Kestrel Vale's stricter policy sets day 28 (8 November) for juniors, so 3 November is too early for this club."),
        dict(query="And full-contact training?",
             assistant="Contact training can resume from day 21, which is Saturday 1 November, provided she has the doctor's written clearance and you've signed the club's return-to-play form.",
             gt="From day 21, Saturday 1 November 2025, with a doctor's written clearance and the parent's return-to-play form.",
             label=C, clause=(KV, "Concussion"), kind="time_window", weight=0.2,
             rationale="11 October + 21 days = 1 November, the Kestrel Vale junior figure; clearance and parent form are both mentioned."),
        dict(query="Can you recommend a good physio near Thornbury Vale?",
             assistant="I'm sorry, I can't recommend individual practitioners. Your GP or a local sports-injury clinic will be able to point you to someone suitable.",
             gt="Recommending practitioners is outside the club rules; suggest a GP or sports-injury clinic.",
             label=IRR, clause=None, kind="refusal", weight=0.1,
             rationale="Declines an off-topic request; no corpus rule covers recommending physiotherapists."),
    ]),
    dict(session_id="AU-03", assistant_id="kestrel-vale-assistant",
         context="A 17-year-old Kestrel Vale member asking about adult rugby.",
         started_at="2025-09-20T10:30:00Z", turns=[
        dict(query="I'm Jake, I turned 17 in August. I'd love to play for the 2nd XV this season. What do I need to sort out?",
             assistant="At 17 you can play adult matches as long as three things are in place: written consent from a parent, a medical check done within the last six months, and the head coach's approval. The one restriction is that you can't play in the front row - so no propping or hooking.",
             gt="Kestrel Vale does not field 17-year-olds in adult matches; Jake must play his matches in the Under-18 grade. He may join adult non-contact training with written parental consent.",
             label=NC, clause=(KV, "Seventeen-Year-Olds and Playing Up"), kind="multi_rule",
             rationale="The conditions quoted are the WRU general ones, but the stricter Kestrel Vale policy bars 17-year-olds from adult matches altogether."),
        dict(query="OK. And what about training with the senior squad?",
             assistant="You can join the seniors for their non-contact sessions once a parent has put their agreement in writing. Anything involving contact, and all of your games, stays with the Under-18s.",
             gt="Yes, adult non-contact training with written parental consent; matches stay in the Under-18 grade.",
             label=C, clause=(KV, "Seventeen-Year-Olds and Playing Up"), kind="partial",
             rationale="Request partly granted, in wording different from the policy: adult non-contact training with written consent is allowed, contact sessions and matches stay in Under-18."),
        dict(query="My mate Sam is 16. He wants to come along to the adults' contact sessions with me. Is that allowed?",
             assistant="Sam can join the adult contact sessions too, as long as his parents sign the same consent form.",
             gt="No. Players aged 16 or younger may not take part in adult matches or adult contact training under any circumstances.",
             label=NC, clause=(RUGBY, "Seventeen-Year-Olds in Adult Rugby"), kind="modality",
             rationale="Turns an absolute prohibition for players aged 16 or younger into a permission subject to consent."),
        dict(query="Do you know if it's going to rain for this afternoon's game?",
             assistant="I don't have access to weather forecasts, I'm afraid - a weather app or the local forecast will give you the best idea.",
             gt="Weather forecasts are outside the club rules.",
             label=IRR, clause=None, kind="out_of_scope",
             rationale="Weather is not covered by any corpus document."),
    ]),
    dict(session_id="AU-04", assistant_id="kestrel-vale-assistant",
         context="Adult Kestrel Vale member asking about a refund after taking a job abroad.",
         started_at="2025-09-26T19:10:00Z", turns=[
        dict(query="I paid my adult playing membership on 17 September, but I've just been offered a job abroad and won't be around. Can I have my money back?",
             assistant="Yes - you're still inside the 14-day window, so provided you haven't played a match for us you'll get the full $240 refunded.",
             gt="No full refund: Kestrel Vale gives one only if requested within 7 calendar days of payment (by 24 September); today is 9 days after payment.",
             label=NC, clause=(KV, "Fees, Payment Deadline and Refunds"), kind="time_window",
             rationale="Uses the WRU 14-day window; the Kestrel Vale window is 7 calendar days, which has passed (17 to 26 September is 9 days)."),
        dict(query="For what it's worth, I've only done one contact training session, no matches.",
             assistant="Unfortunately that also rules out a full refund at Kestrel Vale - the club only gives one before a player has taken part in any match or contact training session, and the request has to come within 7 days of paying anyway.",
             gt="Correct: a full refund needs a request within 7 days and no match or contact training; both conditions fail.",
             label=C, clause=(KV, "Fees, Payment Deadline and Refunds"), kind="negation",
             rationale="Correctly states both Kestrel Vale conditions and that neither is met."),
        dict(query="What if I'd got injured instead and a doctor signed me off for the rest of the season?",
             assistant="In that case you'd be entitled to a pro-rata refund for the whole months left in the season, less a $20 admin fee, as long as you put the request in before 31 January.",
             gt="Pro-rata refund for the whole months remaining with a doctor's certificate, minus a $25 admin fee; Kestrel Vale accepts no refund requests after 31 December.",
             label=NC, clause=(KV, "Fees, Payment Deadline and Refunds"), kind="numeric",
             rationale="Gives the WRU $20 fee and 31 January cut-off; Kestrel Vale charges $25 and stops accepting requests after 31 December."),
        dict(query="Who should I speak to about all this?",
             assistant="The club office is the place - call 555-0142. Someone's there on Tuesday and Thursday evenings from 6 to 9 pm and on Saturday mornings from 9 until noon.",
             gt="Club office, 555-0142: Tuesday and Thursday 18:00-21:00, Saturday 09:00-12:00.",
             label=C, clause=(KV, "Contacting the Club"), kind="plain",
             rationale="Number and opening hours match the policy."),
        dict(query="Can I ring them tonight?",
             assistant="Not tonight - the office isn't staffed on Fridays. The next time you can reach someone is tomorrow, Saturday, between 09:00 and 12:00.",
             gt="No; it is Friday and the office is closed. Next staffed time: Saturday 09:00-12:00.",
             label=C, clause=(KV, "Contacting the Club"), kind="time_window",
             rationale="26 September 2025 is a Friday; the office is only staffed Tuesday, Thursday and Saturday."),
    ]),
    dict(session_id="AU-05", assistant_id="kestrel-vale-assistant",
         context="Volunteer organising Kestrel Vale Under-12 training.",
         started_at="2025-11-04T17:45:00Z", turns=[
        dict(query="I'm organising the Under-12s' Thursday training. We've got 34 kids on the list. How many qualified coaches do I need?",
             assistant="The requirement is one qualified coach for every 12 players in the Under-8 to Under-12 age groups, so for 34 children you'll need three qualified coaches.",
             gt="Kestrel Vale requires at least 1 qualified coach per 10 players for Under-8 to Under-12, so 4 coaches for 34 players.",
             label=NC, clause=(KV, "Junior Sessions"), kind="numeric",
             rationale="Shares the rule's wording but uses the WRU 1:12 ratio; Kestrel Vale's 1:10 ratio needs 4 coaches, not 3."),
        dict(query="We normally go from 18:15 to 19:45. Is that fine?",
             assistant="Thursday counts as a school night, and junior sessions on school nights have to be finished by 19:30, so 18:15-19:45 overruns by fifteen minutes. Starting at 18:00 and finishing at 19:30 would keep the same length.",
             gt="No; at Kestrel Vale school-night junior training must finish by 19:30.",
             label=C, clause=(KV, "Junior Sessions"), kind="time_window",
             rationale="Applies the stricter 19:30 Kestrel Vale finish time to a Thursday session."),
        dict(query="A few parents want to help run drills on the pitch. Can they?",
             assistant="They're very welcome to watch, but running drills on the pitch is limited to people signed up as club volunteers. If they'd like to get involved, ask them to register - that includes getting a safeguarding check.",
             gt="Only registered volunteers may coach on the pitch; parents may watch. Volunteers working with juniors need a safeguarding check.",
             label=C, clause=(RUGBY, "Junior Training and Supervision"), kind="paraphrase",
             rationale="Same content as the WRU rule in different words."),
        dict(query="Could you give me a full checklist for running a junior session here, so I don't miss anything?",
             assistant=LONG_KV_CHECKLIST,
             gt="Ratios 1:10 (U8-U12) and 1:16 (U14-U18); first-aider present throughout; safeguarding checks renewed every 3 years; finish by 19:30 on school nights; pitch closures posted by 16:00; mouthguards compulsory for contact; suspected concussion off for the day, juniors back to contact from day 21 and matches from day 28.",
             label=C, clause=(KV, "Junior Sessions"), kind="long_answer",
             rationale="Long answer; every statement agrees with the Kestrel Vale policy or, where it is silent, the WRU code."),
    ]),
    dict(session_id="AU-06", assistant_id="kestrel-vale-assistant",
         context="Parent of a 13-year-old Kestrel Vale player asking about playing up and kit.",
         started_at="2025-10-02T08:00:00Z", turns=[
        dict(query="My daughter Isla is 13 and plays for the Under-14s. Her coach reckons she's ready for the Under-16s. Is that allowed?",
             assistant="Yes, she can play one grade up. All that's needed is your written consent and approval from the junior coordinator - once you have both she can start playing Under-16 matches straight away.",
             gt="One grade up is allowed with written parental consent and the junior coordinator's approval, and at Kestrel Vale she must also have attended at least 6 training sessions in her own grade this season.",
             label=NC, clause=(KV, "Seventeen-Year-Olds and Playing Up"), kind="partial", weight=0.3,
             rationale="Right about consent and coordinator approval, but says these are all that is needed, leaving out Kestrel Vale's extra condition of 6 own-grade training sessions."),
        dict(query="Some of her friends are in the Under-18s. Could she go straight there instead?",
             assistant="I'm afraid I can't help with that one. Under-18 would be two grades above her own, and playing more than one grade up isn't allowed under any circumstances.",
             gt="No; playing two or more grades up is never permitted.",
             label=C, clause=(RUGBY, "Playing Up a Grade"), kind="refusal", weight=0.2,
             rationale="Correctly refuses a request the code forbids."),
        dict(query="She also needs a club shirt. How does that work?",
             assistant="Shirts are lent for the whole season against a $30 deposit. When she hands it back clean and undamaged, the deposit is repaid within 10 working days; if it hasn't come back by 31 May, it's treated as lost and the deposit is kept.",
             gt="$30 refundable deposit, repaid within 10 working days of a clean, undamaged return; not returned by 31 May = lost.",
             label=C, clause=(KV, "Kit and Equipment"), kind="numeric", weight=0.3,
             rationale="Deposit, repayment window and 31 May cut-off all match."),
        dict(query="Does she have to wear a mouthguard?",
             assistant="It's strongly recommended rather than required for juniors, but if you'd like one the club shop sells them for $12.",
             gt="Yes: mouthguards are compulsory for all contact training and matches; the club shop sells them for $12.",
             label=NC, clause=(KV, "Kit and Equipment"), kind="modality", weight=0.2,
             rationale="Turns a compulsory rule into a recommendation; the price is right."),
    ]),
    # ---------------------------------------------------------------- Bramblecomb
    dict(session_id="AU-07", assistant_id="bramblecomb-assistant",
         context="Parent booking a Bramblecomb Apiaries course for their children.",
         started_at="2025-04-07T11:00:00Z", turns=[
        dict(query="I'd like to book the Introduction to Beekeeping day for myself and my son, who's 13. Is he old enough?",
             assistant="He is - children can join from age 12 as long as a parent or guardian is enrolled alongside them, so if you're booking together that's all fine.",
             gt="No. Bramblecomb's minimum course age is 14 (14-15 with an enrolled parent); the EBA minimum of 12 does not apply to Bramblecomb courses.",
             label=NC, clause=(BC, "Course Admission at Bramblecomb"), kind="multi_rule",
             rationale="Applies the EBA minimum age of 12; Bramblecomb's stricter policy sets 14."),
        dict(query="Shame. My daughter is 16 - could she go on her own?",
             assistant="Yes, at 16 she doesn't need you there with her. We'll just need a signed note from you saying she has your permission.",
             gt="Yes; participants aged 16 or 17 may attend alone with written parental consent.",
             label=C, clause=(BEE, "Course Admission"), kind="paraphrase",
             rationale="Bramblecomb is silent on 16-17-year-olds, so the EBA rule applies; the answer restates it in other words."),
        dict(query="How much is the intro day? I'm an EBA member, if that helps.",
             assistant="The Introduction to Beekeeping day is $85, and your EBA membership takes 10% off, so you'd pay $76.50.",
             gt="$85. At Bramblecomb the EBA member discount applies only to the Beginner Course, so there is no discount on the intro day.",
             label=NC, clause=(BC, "Course Fees at Bramblecomb"), kind="numeric",
             rationale="The fee is right but the 10% member discount is not available on this course at Bramblecomb, so $76.50 is wrong."),
        dict(query="What should someone do if they get stung?",
             assistant="Scrape the sting out sideways with a fingernail or the edge of a card as soon as you can, wash the area and hold something cold on it to bring the swelling down. If there's any difficulty breathing or swelling of the face or throat, call emergency services straight away.",
             gt="First-aid advice is not covered by the course and sales rules.",
             label=IRR, clause=None, kind="out_of_scope",
             rationale="General first-aid advice; no corpus rule addresses treatment of stings."),
    ]),
    dict(session_id="AU-08", assistant_id="bramblecomb-assistant",
         context="Participant wanting to cancel a Bramblecomb Queen Rearing course.",
         started_at="2025-05-12T14:30:00Z", turns=[
        dict(query="I'm booked on your Queen Rearing course starting Saturday 31 May, but I can't make it. What would I get back if I cancel today?",
             assistant="Today is 19 days before the start, which falls in the 14-to-28-day band, so you'd get half the fee back - $80 of the $160.",
             gt="19 days before the start: 50% refund, $80 of the $160 fee.",
             label=C, clause=(BC, "Course Cancellations at Bramblecomb"), kind="time_window",
             rationale="12 May to 31 May is 19 days, inside Bramblecomb's 14-28 day band (50%)."),
        dict(query="Could I give my place to my neighbour instead?",
             assistant="Of course - transfers don't cost anything. Just send us her name any time before the course begins and we'll swap the booking over.",
             gt="Yes, but Bramblecomb charges a $10 transfer fee and transfers must be made at least 48 hours before the start.",
             label=NC, clause=(BC, "Course Cancellations at Bramblecomb"), kind="multi_rule",
             rationale="A free transfer up to the start is the EBA general rule; Bramblecomb charges $10 and stops transfers 48 hours before the start."),
        dict(query="Just out of curiosity, what if I'd left it until 25 May to cancel?",
             assistant="With only six days to go there'd be no refund at all. You could still hand the place to someone else, though, free of charge right up until the course starts.",
             gt="Fewer than 14 days: no refund. A transfer is still possible up to 48 hours before the start, for a $10 fee.",
             label=NC, clause=(BC, "Course Cancellations at Bramblecomb"), kind="partial",
             rationale="No refund is correct, but at Bramblecomb a transfer costs $10 and is not possible within 48 hours of the start."),
        dict(query="Do you sell beeswax candles too?",
             assistant="We usually have hand-rolled beeswax candles in the farm shop, though what's in stock varies through the year.",
             gt="Candle stock is not covered by the policy.",
             label=IRR, clause=None, kind="out_of_scope",
             rationale="No corpus rule covers candles."),
    ]),
    dict(session_id="AU-09", assistant_id="bramblecomb-assistant",
         context="Customer placing an order on the Bramblecomb online shop.",
         started_at="2025-06-19T15:20:00Z", turns=[
        dict(query="If I order some honey now, when will it be sent out?",
             assistant="Orders that come in after midday go out on the next working day, so yours would be dispatched tomorrow, Friday.",
             gt="Bramblecomb dispatches only Monday to Wednesday; an order placed on a Thursday goes out on the following Monday, 23 June.",
             label=NC, clause=(BC, "Online Shop"), kind="time_window",
             rationale="19 June 2025 is a Thursday; Thursday orders go out the following Monday, not on Friday."),
        dict(query="I'd like twelve of the 340 g jars. What's my total including delivery?",
             assistant="Twelve 340 g jars at $9.50 each come to $114. Ordering 12 or more jars gets you 10% off the honey, which brings it to $102.60, and because that's over $40 delivery is free. So $102.60 in total.",
             gt="12 x $9.50 = $114, less 10% = $102.60; delivery free (over $40). Total $102.60.",
             label=C, clause=(BC, "Online Shop"), kind="numeric",
             rationale="Price, 12-jar discount and free-delivery threshold all applied correctly."),
        dict(query="Hmm, that's more than I planned. Let's make it four of the 250 g jars instead.",
             assistant="Four 250 g jars are $30. That's under the $40 free-delivery threshold, so the $6.50 delivery charge applies, making $36.50.",
             gt="4 x $7.50 = $30 plus $6.50 delivery = $36.50.",
             label=C, clause=(BC, "Online Shop"), kind="numeric",
             rationale="Correct price and delivery charge below the $40 threshold."),
        dict(query="Is your raw honey heated at all?",
             assistant="Our raw honey is only ever warmed very gently during jarring - it never goes above 40 °C, which keeps it within the raw standard.",
             gt="Bramblecomb raw honey is never heated above 35 °C.",
             label=NC, clause=(BC, "Honey Standards at Bramblecomb"), kind="multi_rule",
             rationale="40 °C is the EBA general limit; Bramblecomb's own stricter standard is 35 °C."),
        dict(query="And if a jar arrives cracked?",
             assistant="Just let us know within 7 days of delivery with a photo of the damage, and we'll send a replacement or refund you.",
             gt="Report it with a photo within 48 hours of delivery for a replacement or refund.",
             label=NC, clause=(BC, "Returns"), kind="time_window",
             rationale="The reporting window is 48 hours, not 7 days."),
    ]),
    dict(session_id="AU-10", assistant_id="bramblecomb-assistant",
         context="Customer with questions about jars bought at the Bramblecomb farm shop.",
         started_at="2025-07-02T09:40:00Z", turns=[
        dict(query="I bought three jars at your farm shop on 10 June. Two are still sealed - can I bring them back for a refund? I've got the receipt.",
             assistant="Yes - unopened jars can be returned within 30 days with proof of purchase, so you're still in time for a full refund on the two sealed ones.",
             gt="No. Bramblecomb accepts unopened returns within 14 days; 10 June to 2 July is 22 days.",
             label=NC, clause=(BC, "Returns"), kind="time_window", weight=0.4,
             rationale="30 days is the EBA general window; Bramblecomb's is 14 days, already passed."),
        dict(query="The one I opened has turned grainy and almost solid. Has it gone bad?",
             assistant="Not at all - honey naturally sets and forms crystals over time, and that doesn't mean anything is wrong with it. Standing the jar in warm water will loosen it up again. Because it's been opened and this isn't a defect, it wouldn't qualify for a refund though.",
             gt="No; crystallisation is natural and not a fault, and opened crystallised jars are not refunded.",
             label=C, clause=(BEE, "Selling Honey"), kind="paraphrase", weight=0.2,
             rationale="Same meaning as the crystallisation rule, expressed in different words."),
        dict(query="What's the usual best-before on your jars?",
             assistant="We put a best-before of up to two years from the date of jarring on our honey.",
             gt="Bramblecomb sets best-before dates at no more than 18 months after jarring.",
             label=NC, clause=(BC, "Honey Standards at Bramblecomb"), kind="numeric", weight=0.3,
             rationale="Two years is the EBA maximum; Bramblecomb's limit is 18 months."),
        dict(query="Is it OK to give some to my 10-month-old?",
             assistant="No, please don't - honey isn't suitable for babies under 12 months old, which is why every jar carries that warning.",
             gt="No; honey is not suitable for infants under 12 months.",
             label=C, clause=(BEE, "Selling Honey"), kind="negation", weight=0.1,
             rationale="Correctly refuses to recommend honey for an infant under 12 months."),
    ]),
    dict(session_id="AU-11", assistant_id="bramblecomb-assistant",
         context="Volunteer instructor and course graduate asking Bramblecomb about practicals and selling honey.",
         started_at="2025-08-15T13:00:00Z", turns=[
        dict(query="I'm helping with the Beginner Course practical at Bramblecomb. We have 14 participants. How many instructors do we need?",
             assistant="Bramblecomb caps practical groups at six people per instructor, so 14 participants need three instructors.",
             gt="At most 6 participants per instructor at Bramblecomb, so 3 instructors for 14.",
             label=C, clause=(BC, "Course Admission at Bramblecomb"), kind="numeric",
             rationale="Uses Bramblecomb's 1:6 limit; 14 / 6 rounds up to 3."),
        dict(query="The forecast for tomorrow's practical is 13 °C and dry. Will it go ahead?",
             assistant="No - at 13 °C it'll be postponed, because hive practicals only run at 15 °C or warmer. The session then has to be rescheduled within 14 days.",
             gt="Postponed (below 15 °C) and rescheduled within 14 days.",
             label=C, clause=(BEE, "Course Cancellations and Postponements"), kind="plain",
             rationale="Bramblecomb is silent; EBA rule: postponed below 15 °C, rescheduled within 14 days."),
        dict(query="Separately, I'm thinking of selling honey from my own hives at the village market under the Eastbrook Honey scheme. Can you run me through everything I need to know?",
             assistant=LONG_BEE_MARKET,
             gt="Labels with name and address, net weight in grams, best-before date, country of origin and the infant warning; 'local' only within 30 miles; water content at most 20%; cut comb in sealed containers; register on the EBA sales register if selling more than 200 jars a year; crystallised opened jars not refunded.",
             label=NC, clause=(BEE, "Selling Honey"), kind="long_answer",
             rationale="Otherwise correct long answer, but one sentence sets the registration threshold at 500 jars a year; the code requires registration above 200 jars."),
        dict(query="Brilliant, thanks so much for all your help!",
             assistant="You're very welcome - good luck with the stall, and enjoy the rest of the season with your bees!",
             gt="(Small talk.)",
             label=IRR, clause=None, kind="smalltalk",
             rationale="Thanks and farewell."),
    ]),
    # ---------------------------------------------------------------- Lantern Quay hub
    dict(session_id="AU-12", assistant_id="lantern-quay-assistant",
         context="Parent asking the Lantern Quay hub about Vaultline Parkour classes for their children.",
         started_at="2025-03-08T10:15:00Z", turns=[
        dict(query="Hi there!",
             assistant="Hello! What can I help you with today?",
             gt="(Greeting.)",
             label=IRR, clause=None, kind="smalltalk",
             rationale="Greeting only."),
        dict(query="My twins are 6 and I'd like to sign them up for Mini Movers. Can I drop them off and pop to the shops while they're in class?",
             assistant="Yes - once you've filled in the consent forms you're free to leave them with the instructors and come back at the end of the session.",
             gt="No; for Mini Movers a parent or guardian must stay on site for the whole session (and under-16s need a signed consent form).",
             label=NC, clause=(PK, "Who May Attend"), kind="modality",
             rationale="The code requires a parent to stay on site for Mini Movers; the answer says the parent may leave."),
        dict(query="How much would a ten-session block be for each of them?",
             assistant="A Mini Movers block of ten costs $81 per child, so $162 for both twins. Each block stays valid for four months from the day you buy it.",
             gt="9 x $9 = $81 per child ($162 for both), valid for 4 months from purchase.",
             label=C, clause=(PK, "Class Types and Prices"), kind="numeric",
             rationale="Block price (nine times $9) and validity are correct."),
        dict(query="Could the two of them just share one block to save a bit?",
             assistant="Sorry, that's not possible - block sessions belong to the person they were bought for and can't be shared or passed on.",
             gt="No; block sessions are personal and cannot be shared or transferred.",
             label=C, clause=(PK, "Class Types and Prices"), kind="negation",
             rationale="Matches the rule that blocks are personal."),
        dict(query="Their older sister is 12. Could she go into the Teens class rather than Juniors?",
             assistant="Possibly. Children can move up to the next age class a year early, but only if the lead instructor assesses her and agrees she's ready.",
             gt="Yes, a 12-year-old may move up to Teens one year early if the lead instructor agrees after an assessment.",
             label=C, clause=(PK, "Who May Attend"), kind="paraphrase",
             rationale="Restates the early move-up rule (at most 1 year, instructor assessment) in different words."),
    ]),
    dict(session_id="AU-13", assistant_id="lantern-quay-assistant",
         context="Parent managing a teenager's Vaultline Parkour bookings.",
         started_at="2025-05-15T16:00:00Z", turns=[
        dict(query="My son has a Teens class tomorrow at 17:00 but he's come down with a cold. It's 16:00 now - if I cancel, do we keep the session?",
             assistant="Yes. The class is still more than 24 hours away, so cancelling now gives you a full credit.",
             gt="Yes; 25 hours' notice is at least 24 hours, so full credit.",
             label=C, clause=(PK, "Bookings and Cancellations"), kind="time_window",
             rationale="Thursday 16:00 to Friday 17:00 is 25 hours, so the 24-hour rule gives full credit."),
        dict(query="And if I'd only got round to it tomorrow at 10 in the morning?",
             assistant="Then you'd be inside the 24 hours and would normally lose the session. The way round it is the late pass that comes with each block - it lets you cancel with credit up to 30 minutes before the class.",
             gt="Under 24 hours means no credit, except the block's one late pass, which works up to 2 hours before the start (10:00 would qualify).",
             label=NC, clause=(PK, "Bookings and Cancellations"), kind="partial",
             rationale="The 24-hour rule and the late pass are right, but the late pass works only up to 2 hours before the start, not 30 minutes."),
        dict(query="He also sprained his ankle in April and missed three weeks. His block expires soon - is there anything we can do?",
             assistant="Yes - with a doctor's note covering the time he couldn't train, the block can be extended once, by up to four weeks.",
             gt="Yes; with a doctor's note a block can be extended once by up to 4 weeks.",
             label=C, clause=(PK, "Bookings and Cancellations"), kind="plain",
             rationale="Matches the block extension rule."),
        dict(query="Random one, but what's the capital of Peru?",
             assistant="It's Lima.",
             gt="(Outside the corpus.)",
             label=IRR, clause=None, kind="out_of_scope",
             rationale="General knowledge question unrelated to the corpus."),
    ]),
    dict(session_id="AU-14", assistant_id="lantern-quay-assistant",
         context="New Greywater Astronomical Society member asking about telescope loans.",
         started_at="2025-10-25T09:30:00Z", turns=[
        dict(query="I joined the astronomy society on 1 September. Can I borrow the 200 mm Dobsonian?",
             assistant="Not just yet. Members need three months in the society before they can borrow any equipment, so you'll be able to borrow from 1 December.",
             gt="Not yet; 3 months' membership is required, so from 1 December.",
             label=C, clause=(AS, "Telescope Loans"), kind="time_window",
             rationale="Joined 1 September; three months' standing is reached on 1 December."),
        dict(query="What about the solar telescope? I'm 17 and I went to the solar safety briefing last month.",
             assistant="Since you've already done the solar safety briefing, the solar telescope will be open to you as soon as you pass the three-month mark.",
             gt="No; the solar telescope is lent only to members aged 18 or over who have attended the briefing.",
             label=NC, clause=(AS, "Telescope Loans"), kind="partial",
             rationale="The briefing condition is met, but the age condition (18 or over) is ignored; a 17-year-old may not borrow it."),
        dict(query="When can I pick things up once I'm eligible?",
             assistant="Collections and returns are at the society library in the Lantern Quay hub on Tuesday evenings from 18:00 to 20:00 and on Saturday mornings from 10:00 to 12:00.",
             gt="At the society library on Tuesdays 19:00-21:00 and Saturdays 10:00-12:00 (not at observing nights or the dark site).",
             label=NC, clause=(AS, "Collection and Return"), kind="time_window",
             rationale="Tuesday hours are 19:00-21:00, not 18:00-20:00."),
        dict(query="My dad's also a member and has the Dobsonian at home right now. Once I'm eligible, could I borrow the 114 mm reflector at the same time?",
             assistant="Yes - you'll be a member in your own right by then, so you can have the reflector out alongside your dad's loan.",
             gt="No; a household may have only one item on loan at a time.",
             label=NC, clause=(AS, "Telescope Loans"), kind="negation",
             rationale="Negates the restriction: the one-item-per-household limit forbids a second loan while the Dobsonian is out."),
        dict(query="If Dad ends up returning the Dobsonian 10 days late, what will the fine be?",
             assistant="The first seven days late are charged at $2 a day and the remaining three at $5 a day: $14 plus $15, so $29 altogether.",
             gt="7 x $2 + 3 x $5 = $29.",
             label=C, clause=(AS, "Telescope Loans"), kind="numeric",
             rationale="Correct application of the two-tier late fee."),
    ]),
    dict(session_id="AU-15", assistant_id="lantern-quay-assistant",
         context="Society member planning to attend an observing night at Hollin Ridge.",
         started_at="2025-11-21T18:00:00Z", turns=[
        dict(query="Evening! Clear skies outside my window for once.",
             assistant="That sounds promising - fingers crossed it stays that way for you!",
             gt="(Small talk.)",
             label=IRR, clause=None, kind="smalltalk",
             rationale="Small talk about the weather."),
        dict(query="Tonight's observing night has been confirmed. I finish work late, so I'd get to Hollin Ridge around 23:00. Is that OK?",
             assistant="That's no problem. The gate opens half an hour after sunset and late arrivals are fine - just drive in on sidelights so you don't dazzle anyone.",
             gt="No; no vehicle may arrive after 22:30.",
             label=NC, clause=(AS, "Observing Nights"), kind="time_window",
             rationale="Arrivals are not allowed after 22:30; the sidelights rule is for vehicles leaving early."),
        dict(query="I'd like to bring my two nephews, 14 and 15. They'd stay with me the whole time and we'd head home about 1 am.",
             assistant="Two guests is the most each member can bring, so that's fine, and as long as they're with you throughout there's no problem with them staying until 1 am.",
             gt="Two guests are allowed and under-16s must be accompanied, but nobody under 18 may stay on site after midnight.",
             label=NC, clause=(AS, "Observing Nights"), kind="partial",
             rationale="Guest limit and accompaniment are right, but under-18s may not stay after midnight."),
        dict(query="I'll bring my green laser so I can point out constellations to them.",
             assistant="Please leave it at home. Lasers are only used by the session leader, and only the society's own pointer - members can't bring or use their own on site.",
             gt="No; only the session leader may use the society's own green pointer.",
             label=C, clause=(AS, "Observing Nights"), kind="modality",
             rationale="Correctly states that members may not use their own laser pointers."),
    ]),
    dict(session_id="AU-16", assistant_id="lantern-quay-assistant",
         context="Visitor chatting to the Lantern Quay hub assistant.",
         started_at="2025-06-03T12:00:00Z", turns=[
        dict(query="hello, are you a real person?",
             assistant="I'm the hub's automated assistant - not a person, but happy to help with whatever you need.",
             gt="(Small talk.)",
             label=IRR, clause=None, kind="smalltalk",
             rationale="Small talk about the assistant itself."),
        dict(query="Could you write me a short poem about Saturn?",
             assistant="Of course!\nA pale gold world in silent spin,\nits rings of ice drawn fine and thin;\nit wanders slow across the sky,\na lantern for the patient eye.",
             gt="(Outside the corpus.)",
             label=IRR, clause=None, kind="out_of_scope",
             rationale="Creative request; no corpus rule applies."),
        dict(query="When does the café at the hub open Monday to Friday?",
             assistant="",
             gt="Café opening times are not covered by the corpus.",
             label=IRR, clause=None, kind="empty_answer",
             rationale="Empty answer (empty string)."),
    ]),
    dict(session_id="AU-17", assistant_id="lantern-quay-assistant",
         context="Parent of an 11-year-old who does parkour and plays junior rugby.",
         started_at="2025-10-11T08:45:00Z", turns=[
        dict(query="Is this morning's outdoor class at Riverside Steps still on? It's only 4 °C out there.",
             assistant="It's still on - outdoor sessions only get moved inside when it's below freezing or there's a weather warning, so wrap up warm.",
             gt="No; below 5 °C at the start the outdoor session is moved indoors or cancelled.",
             label=NC, clause=(PK, "Outdoor Sessions"), kind="numeric",
             rationale="The temperature threshold is 5 °C, not freezing; at 4 °C the outdoor session does not run outside."),
        dict(query="He's 11 and wants to try for his Level 4 at this month's grading. When is it, and can he?",
             assistant="Grading is on the last Saturday of the month, which is 25 October, and the fee is $15. He can go for Level 4 as long as he's done at least 8 sessions since his last grading.",
             gt="25 October, $15, at least 8 sessions since the last grading; but under-12s can grade to Level 3 at most, so not Level 4.",
             label=NC, clause=(PK, "Grading"), kind="partial",
             rationale="Date, fee and session requirement are right, but participants under 12 cannot grade above Level 3."),
        dict(query="He also plays rugby for Ashby Mill RFC, which is in the Westmarch union. We paid his fees 10 days ago and now he wants to stop before he's played any matches. Can we get a refund?",
             assistant="Under the Westmarch code a full refund is available if you ask within 14 calendar days of paying and he hasn't yet played a match. At 10 days you're still inside that window, so get in touch with Ashby Mill straight away to request it.",
             gt="Yes; under the WRU code a full refund is given within 14 calendar days of payment if no match has been played. 10 days qualifies.",
             label=C, clause=(RUGBY, "Refunds"), kind="multi_rule",
             rationale="Ashby Mill follows the WRU general code (the stricter Kestrel Vale policy applies only to Kestrel Vale), so the 14-day window applies."),
        dict(query="Would it have been any different at Kestrel Vale?",
             assistant="Yes - Kestrel Vale's own policy is stricter. Full refunds there are only given within 7 calendar days of payment, and only if the player hasn't taken part in any match or contact training, so at 10 days he wouldn't qualify.",
             gt="Yes; Kestrel Vale gives full refunds only within 7 calendar days and before any match or contact training, so 10 days is too late.",
             label=C, clause=(KV, "Fees, Payment Deadline and Refunds"), kind="multi_rule",
             rationale="Correctly contrasts the stricter Kestrel Vale window with the WRU code."),
        dict(query="Is there parking at the hub?",
             assistant="   \n  ",
             gt="Parking is not covered by the corpus.",
             label=IRR, clause=None, kind="empty_answer",
             rationale="Whitespace-only answer."),
    ]),
    dict(session_id="AU-18", assistant_id="lantern-quay-assistant",
         context="A 17-year-old planning a first Vaultline Parkour session.",
         started_at="2025-07-19T14:00:00Z", turns=[
        dict(query="I'm 17 - can I come to Open Jam?",
             assistant="Sorry, Open Jam is only open to adults, so I can't book you in at 17. The Teens class would be the right one for you.",
             gt="Yes; Open Jam is for ages 16 and over, and 16-17-year-olds need a signed parental consent form and the lead instructor's approval.",
             label=NC, clause=(PK, "Who May Attend"), kind="refusal",
             rationale="Refuses something the code allows: 16- and 17-year-olds may join Open Jam with consent and instructor approval."),
        dict(query="OK, Teens it is. It'll be my first ever class - can I just turn up tonight?",
             assistant="You'll need to book first, through the hub desk or the app. Walk-ins are only taken when there's space, and never for someone's first class.",
             gt="No; first classes must be booked through the hub desk or app. Walk-ins only if places remain, never for a first class.",
             label=C, clause=(PK, "Bookings and Cancellations"), kind="plain",
             rationale="Matches the booking rule."),
        dict(query="Can you give me a rundown of the safety rules so I'm prepared?",
             assistant=LONG_PK_SAFETY,
             gt="Remove jewellery and watches; flat grippy trainers, bare feet only on sprung floor or mats; more than 10 minutes late means no warm-up and possible refusal; outdoor April-October, not below 5 °C, in weather warnings or after sunset; under-18s not on structures over 2 m outdoors; no gap jumps over 1.5 m under 13; injuries logged the same day and a parent told before an under-18 leaves.",
             label=C, clause=(PK, "Safety Rules"), kind="long_answer",
             rationale="Long answer; every rule stated agrees with the parkour code."),
        dict(query="I'll probably be about 15 minutes late tonight. Is that a problem?",
             assistant="It could be. Anyone arriving more than 10 minutes late can't join the warm-up, and the instructor may refuse entry, so try to be there on time.",
             gt="Yes; more than 10 minutes late means no warm-up and possible refusal of entry.",
             label=C, clause=(PK, "Safety Rules"), kind="numeric",
             rationale="15 minutes is over the 10-minute limit; consequences stated correctly."),
    ]),
]


def resolve(session):
    turns = session["turns"]
    n = len(turns)
    weighted = any("weight" in t for t in turns)
    weights = {}
    for i, t in enumerate(turns, 1):
        qa = f"{session['session_id']}-q{i}"
        weights[qa] = t["weight"] if weighted else round(1.0 / n, 4)
    return weighted, weights


def score(session, weights):
    num = den = 0.0
    for i, t in enumerate(session["turns"], 1):
        qa = f"{session['session_id']}-q{i}"
        if t["label"] == IRR:
            continue
        w = weights[qa]
        den += w
        if t["label"] == C:
            num += w
    if den == 0:
        return None, IRR
    s = round(num / den, 4)
    return s, (C if s >= 0.5 else NC)


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    for s in SESSIONS:
        weighted, weights = resolve(s)
        conv = []
        for i, t in enumerate(s["turns"], 1):
            qa = f"{s['session_id']}-q{i}"
            item = {"qa_id": qa, "query": t["query"], "assistant": t["assistant"],
                    "ground_truth_assistant": t["gt"]}
            if weighted:
                item["weight"] = t["weight"]
            conv.append(item)
            clause = None if t["clause"] is None else f"{t['clause'][0]}#{t['clause'][1]}"
            label_lines.append({"session_id": s["session_id"], "qa_id": qa, "label": t["label"],
                                "clause": clause, "kind": t["kind"], "rationale": t["rationale"]})
        conv_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                           "language": "english", "context": s["context"],
                           "started_at": s["started_at"], "conversation": conv})
        sc, verdict = score(s, weights)
        labels = [t["label"] for t in s["turns"]]
        exp_lines.append({"session_id": s["session_id"], "assistant_id": s["assistant_id"],
                          "n_interactions": len(labels), "n_compliant": labels.count(C),
                          "n_non_compliant": labels.count(NC), "n_irrelevant": labels.count(IRR),
                          "weight_mode": "full" if weighted else "none",
                          "resolved_weights": weights, "expected_score": sc,
                          "expected_verdict": verdict})
    for name, rows in [("conversations.jsonl", conv_lines), ("labels.jsonl", label_lines),
                       ("expected_sessions.jsonl", exp_lines)]:
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote", len(conv_lines), "sessions,", len(label_lines), "interactions")


if __name__ == "__main__":
    main()
