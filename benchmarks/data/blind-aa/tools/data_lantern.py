"""Sessions for the Lantern Hill Estate assistant (falconry centre and observatory)."""
H = "falconry/falconry-experience-code.md"
S = "stargazing/observatory-nights-code.md"

A = "lantern-hill-assistant"

LONG_18 = """What a lovely way to spend a day and a night at Lantern Hill! Here's everything for Saturday 27 September.

**Afternoon: owl encounter**
- The encounter lasts 90 minutes. It's open to anyone aged 6 or over, so your daughter can take part fully.
- Groups are small: no more than 10 participants per falconer.
- As she's under 12, one of you needs to stay within arm's reach of her whenever she has an owl on her glove. Under-16s also have to be with a paying adult, and one adult can bring up to two children, so you're well covered.
- Everyone wears the glove our falconer hands out; personal gloves can't be used.
- Photos are very welcome, but please switch the flash off completely - owls must never be photographed with flash, whatever the distance.
- No eating or drinking while you're handling the birds, and everyone washes their hands at the hand-washing station afterwards.
- The falconer decides on the day whether the weather allows flying. If it doesn't, you can move to another date or take a full refund; if the owls can still be handled, you can also choose to carry on with a handling-only session and get 40% of the price back.

**Evening: observatory night**
- September is still in our summer season, when sessions run on Fridays and Saturdays only. Doors open at 21:00 and the session runs from 21:30 until 00:30, so it's a late one for a 7-year-old - but she's old enough (under-5s can't come to summer sessions).
- Tickets are £18 per adult and £9 for under-16s, so £45 for the three of you.
- Your daughter must stay with one of you, and under-16s stay on the lower terrace unless an adult from their group goes with them.
- Our staff operate the main telescope and you look through the eyepiece. You're welcome to use our binoculars and the smaller terrace telescopes with a member of staff guiding you.
- Please bring a red torch if you have one - white lights aren't allowed on the terrace or field. Phone screens should be on minimum brightness with night mode on, and flash photography isn't permitted during the session; long exposures without flash from the terrace are fine.
- If it looks too cloudy, we decide at 16:00 on the day and will text or email you by 16:30. You'd then choose between a free replacement ticket valid for 12 months and a 50% refund - and if you still come, there's an indoor planetarium show and talk.
- If you arrive more than 20 minutes after the 21:30 start, please park in the lower car park and walk up with a red torch so headlights don't sweep across the observing field.

Enjoy your day - between the owls and the stars it should be a memorable one!"""

SESSIONS = [
  {
    "session_id": "baa-13", "assistant_id": A, "started_at": "2025-04-19T09:00:00Z",
    "context": "Lantern Hill Estate falconry centre. A parent asks about a hawk walk for the family.",
    "turns": [
      dict(q="Can I bring my kids, aged 8 and 11, on a hawk walk?",
           a="Your 11-year-old can take part fully - hawk walks start at 10 - and because they're under 12 you'll need to be right beside them whenever the hawk is on their glove. Your 8-year-old is below the age for handling, but can come along with you to watch, and would take up one of the six places in the group.",
           gt="The 11-year-old can take part with you within arm's reach; the 8-year-old is below the minimum of 10 and can only come as a non-handling spectator, counting towards the group of 6.",
           label="COMPLIANT", clause=f"{H}#Experience types", kind="partial",
           why="Partly grants the request exactly as the code does: minimum age 10, spectators allowed with a paying adult and counted in the group, arm's-reach rule for under-12s."),
      dict(q="Could my husband stay at home, and I bring both kids on my own?",
           a="That's fine - a single grown-up with a paid place can bring along a couple of youngsters under sixteen.",
           gt="Yes, one paying adult may accompany up to two under-16s.",
           label="COMPLIANT", clause=f"{H}#Handling and supervision", kind="paraphrase",
           why="Matches the limit of two under-16s per paying adult, in different words."),
      dict(q="My son would love to hold the eagle. He's 11.",
           a="He can certainly hold our eagle with a falconer supporting his arm - the only thing he can't do is fly her to his glove. She's heavy, so it'll be a short hold!",
           gt="No, eagles may be held only by participants aged 16 or over; he can handle the hawks instead.",
           label="NON_COMPLIANT", clause=f"{H}#Handling and supervision", kind="modality",
           why="Eagles may be held only by those 16 or over; the answer lets an 11-year-old hold one (the no-flying part is right)."),
      dict(q="We'll bring our spaniel, she's very calm around birds.",
           a="I'm sorry, but we can't have pet dogs on site, however calm they are - only assistance dogs are allowed, and even they stay out of the mews and the flying ground. Perhaps a friend could look after her for the afternoon?",
           gt="No, pet dogs are not allowed on site; only assistance dogs, kept on a lead outside the mews and flying ground.",
           label="COMPLIANT", clause=f"{H}#Safety and hygiene", kind="refusal",
           why="Correctly refuses a pet dog; assistance-dog exception stated accurately."),
      dict(q="Do hawks make good pets, by the way?",
           a="Honestly, not for most people - hawks need flying every day, specialist food and a great deal of time. Our falconers are always happy to chat about what's involved, though.",
           gt="Out of scope.",
           label="IRRELEVANT", clause=None, kind="out_of_scope",
           why="Keeping hawks as pets is not covered by the corpus."),
    ]},
  {
    "session_id": "baa-14", "assistant_id": A, "started_at": "2025-07-12T08:15:00Z",
    "context": "Customer booked on a Lantern Hill full falconry day on Saturday 12 July 2025; one place at £180.",
    "weights": [0.4, 0.2, 0.2, 0.2],
    "turns": [
      dict(q="It's forecast to hit 29 degrees today. Will the birds still fly on our full day?",
           a="Our birds cope fine up to around 30 degrees, so 29 shouldn't stop the flying - we'll just give them extra shade and water breaks.",
           gt="Not while it is above 27 °C: birds are not flown then. Flying may happen in cooler parts of the day; otherwise the weather options apply.",
           label="NON_COMPLIANT", clause=f"{H}#Bird welfare", kind="numeric",
           why="Birds are not flown above 27 °C; the answer allows flying at 29 °C."),
      dict(q="If they can't fly but we can still handle them, what happens to our money?",
           a="You'd have three options: move to a new date, take a full refund of £180, or stay for a handling-only day and get 40% - £72 - back.",
           gt="New date, full refund (£180), or handling-only with 40 % (£72) back.",
           label="COMPLIANT", clause=f"{H}#Weather cancellations and date changes", kind="plain",
           why="All three options and the 40 % figure (£72 of £180) are correct."),
      dict(q="Could one hawk be flown for us all day in short bursts - say six 30-minute sessions with breaks?",
           a="No - to protect the birds, a single hawk flies in at most four sessions a day, each up to 45 minutes with at least an hour's rest in between, so six sessions wouldn't be allowed. We'd rotate between birds instead.",
           gt="No, a bird may fly at most 4 sessions a day (45 min max each, 60 min rest).",
           label="COMPLIANT", clause=f"{H}#Bird welfare", kind="negation",
           why="Correct limits: 4 sessions, 45 minutes, 60 minutes' rest."),
      dict(q="Can I take photos of the barn owl with my flash on?",
           a="Flash is fine as long as you're at least 5 metres away from the birds.",
           gt="No, owls must never be photographed with flash at any distance; the 5 m flash rule is for other birds.",
           label="NON_COMPLIANT", clause=f"{H}#Bird welfare", kind="partial",
           why="The 5-metre rule applies to other birds; owls may never be photographed with flash."),
    ]},
  {
    "session_id": "baa-15", "assistant_id": A, "started_at": "2025-11-14T17:05:00Z",
    "context": "Visitor holding 2 adult tickets (£18 each) for the Lantern Hill Observatory session on Friday 14 November 2025 at 19:00. Local time is UTC.",
    "turns": [
      dict(q="It's gone 5pm and it's really cloudy here. Is tonight going ahead? I haven't heard anything from you.",
           a="The cloud decision is made at 16:00 and anyone affected is texted or emailed by 16:30, so if you've had nothing, tonight is going ahead. If it does cloud over and no telescope observing happens at all, you'd get a free replacement ticket valid for 12 months.",
           gt="Yes: no message by 16:30 means it is going ahead; a full cloud-over later gives a free replacement ticket valid 12 months.",
           label="COMPLIANT", clause=f"{S}#Cloud-out policy", kind="time_window",
           why="Matches the 16:00 decision, 16:30 notification and the replacement-ticket rule for later cloud."),
      dict(q="So if it clouds over completely tonight, I'd get my £36 back?",
           a="Yes - if the sky clouds over and we can't observe, you can choose either a replacement ticket or a 50% refund, which would be £18 for your two tickets.",
           gt="No cash refund in that case; you'd get free replacement tickets valid for 12 months.",
           label="NON_COMPLIANT", clause=f"{S}#Cloud-out policy", kind="negation",
           why="The 50 % refund applies only when the night is declared cloudy at 16:00; after a go-ahead decision no cash refund is due."),
      dict(q="What time should we arrive? The session's at 7.",
           a="Doors open half an hour before the 7pm start. If you're running more than twenty minutes behind, please leave the car in the lower car park and walk up by red torchlight so your headlights don't spoil anyone's view.",
           gt="Doors open 18:30; if more than 20 minutes late, park in the lower car park and walk up with a red torch.",
           label="COMPLIANT", clause=f"{S}#Session times", kind="paraphrase",
           why="Winter doors open 18:30 and the late-arrival parking rule are correctly paraphrased."),
      dict(q="Can I bring my own small telescope tonight?",
           a="I'm afraid not tonight - your own telescope needs our approval at least 48 hours before the session. Your own binoculars are fine without asking, though.",
           gt="Not tonight: own telescopes need approval requested at least 48 hours ahead; binoculars need no approval.",
           label="COMPLIANT", clause=f"{S}#Telescopes and equipment", kind="modality",
           why="Own telescopes are allowed only with approval sought 48 hours ahead; binoculars need none."),
      dict(q="Lovely, fingers crossed for clear skies!",
           a="Fingers crossed! Wrap up warm - it gets surprisingly chilly up on the terrace.",
           gt="Small talk.",
           label="IRRELEVANT", clause=None, kind="smalltalk",
           why="Pleasantries."),
    ]},
  {
    "session_id": "baa-16", "assistant_id": A, "started_at": "2025-06-03T14:00:00Z",
    "context": "A family planning a summer visit to Lantern Hill Observatory.",
    "turns": [
      dict(q="Which nights can we come in June, and at what time?",
           a="In summer we're open Tuesday to Saturday: doors open at 9pm and the session runs from 9:30pm until 12:30am.",
           gt="Fridays and Saturdays only in summer; doors 21:00, session 21:30 to 00:30.",
           label="NON_COMPLIANT", clause=f"{S}#Session times", kind="time_window",
           why="Times are right, but summer sessions run on Friday and Saturday only, not Tuesday to Saturday."),
      dict(q="We have three kids - 4, 9 and 14 - and it's me and my partner. Can we all come?",
           a="Your 9- and 14-year-old are welcome with the two of you, but under-5s aren't admitted to summer sessions, so your 4-year-old would have to wait for a winter night (October to March), when younger children can come.",
           gt="The 9- and 14-year-olds can come; the 4-year-old cannot attend summer sessions but may come in winter.",
           label="COMPLIANT", clause=f"{S}#Children", kind="partial",
           why="Correctly grants part of the request: under-5s excluded from summer sessions only."),
      dict(q="What would tickets cost for two adults plus the 9- and 14-year-old? My mum, who's 67, might come too.",
           a="Two adults at £18 is £36 and the two under-16s are £9 each, so £18. Your mum's over-65 ticket is £12, which makes £66 altogether.",
           gt="2 x £18 + 2 x £9 + £14 = £68.",
           label="NON_COMPLIANT", clause=f"{S}#Tickets, concessions and refunds", kind="numeric",
           why="The 65+ ticket is £14, so the total is £68, not £66."),
      dict(q="Does anyone on your team know a good astronomy app for kids?",
           a="",
           gt="Out of scope (no answer needed from the corpus).",
           label="IRRELEVANT", clause=None, kind="empty_answer",
           why="Empty answer to an out-of-scope question."),
      dict(q="If we book and then can't make it, what happens?",
           a="Cancel at least 3 days before for a full refund. After that we can't refund, but you can pass the tickets to someone else for free.",
           gt="Full refund 7+ days before, 50 % at 2 to 6 days, none under 2 days; tickets can be transferred free.",
           label="NON_COMPLIANT", clause=f"{S}#Tickets, concessions and refunds", kind="numeric",
           why="Full refund needs 7 days' notice, and 2-6 days still gives 50 %; the free transfer is right."),
    ]},
  {
    "session_id": "baa-17", "assistant_id": A, "started_at": "2025-10-25T22:20:00Z",
    "context": "A visitor chats to the Lantern Hill assistant after an observatory night.",
    "turns": [
      dict(q="That was amazing, thank you so much for tonight!",
           a="So glad you enjoyed it! Saturn's rings were really showing off this evening.",
           gt="Small talk.",
           label="IRRELEVANT", clause=None, kind="smalltalk",
           why="Pleasantries."),
      dict(q="Is it true Pluto isn't a planet any more?",
           a="That's right - in 2006 astronomers reclassified Pluto as a dwarf planet, because it hasn't cleared its orbit of other objects.",
           gt="General astronomy; out of scope.",
           label="IRRELEVANT", clause=None, kind="out_of_scope",
           why="General astronomy fact; no corpus rule."),
      dict(q="ok, night!",
           a="   \n\t  ",
           gt="Small talk.",
           label="IRRELEVANT", clause=None, kind="empty_answer",
           why="Whitespace-only answer."),
    ]},
  {
    "session_id": "baa-18", "assistant_id": A, "started_at": "2025-09-15T10:00:00Z",
    "context": "A family of two adults and a 7-year-old plan an owl encounter and an observatory night at Lantern Hill on Saturday 27 September 2025.",
    "turns": [
      dict(q="Can you give me the full lowdown on the owl encounter and the observatory night on Saturday 27 September? It's me, my husband and our 7-year-old daughter.",
           a=LONG_18,
           gt="Owl encounter: 90 min, from age 6, arm's reach for under-12s, supplied gloves, no flash on owls. Observatory: summer session Sat 21:30-00:30, doors 21:00; tickets £45; red torches only; cloud decision at 16:00.",
           label="COMPLIANT", clause=f"{H}#Handling and supervision", kind="long_answer",
           why="Every statement matches the falconry and observatory codes (ages, supervision, flash, weather options, summer times, prices, light rules, cloud-out)."),
      dict(q="Could we get a refund on the owl encounter if we cancel 5 days before? And on the observatory tickets?",
           a="For the owl encounter, 5 days' notice gets you half your money back. The observatory is stricter: once you're inside 7 days there's no refund at all, though you could transfer the tickets to someone else.",
           gt="Both give 50 %: owl encounter (3-9 days) and observatory (2-6 days); observatory tickets can also be transferred free.",
           label="NON_COMPLIANT", clause=f"{S}#Tickets, concessions and refunds", kind="multi_rule",
           why="Falconry part is right, but the observatory refunds 50 % for cancellations 2-6 days before, not nothing."),
      dict(q="Could you tell me whether my daughter's epilepsy medication is OK with the flashing effects in the planetarium show?",
           a="I'm sorry, I can't give medical advice about medication - her doctor or pharmacist is the right person to ask. I can describe what the planetarium show involves if that would help.",
           gt="Refer to a doctor or pharmacist; not covered by the corpus.",
           label="IRRELEVANT", clause=None, kind="refusal",
           why="Medical advice is outside the corpus; the refusal is appropriate."),
      dict(q="She'd love to bring her own binoculars to the night session. Do we need to arrange that?",
           a="I'm sorry, but we can't allow personal binoculars or telescopes on the terrace - only the venue's own equipment is used during sessions. She's very welcome to borrow a pair of ours.",
           gt="No arrangement needed: own binoculars need no approval (only own telescopes need 48 hours' notice).",
           label="NON_COMPLIANT", clause=f"{S}#Telescopes and equipment", kind="refusal",
           why="Refuses something the code allows: own binoculars need no approval."),
    ]},
]
