from data1 import *
CTXT = "Help assistant of Northvale Makers Market, an online marketplace listing local sign and vehicle wrap shops and beekeeping suppliers."

LONG_12 = """Matte black over white is a striking look! Here's what to know before you book, roughly in the order things happen.

**Choosing the film**
For a full colour change, most shops recommend cast vinyl rather than calendered vinyl: it conforms better to curves, door handles and mirror housings and shrinks less over time. Matte and satin finishes hide small dust specks well but show oily fingerprints, so it's worth asking the shop which cleaner they recommend for the finish you pick. Ask to see a sample panel in daylight too; matte black can look very different outdoors than under workshop lights.

**Quote, deposit and proof**
- Ask for a written quote; it stays valid for 30 days, which gives you time to compare shops.
- The deposit taken before production should be no more than 50% of the quoted price.
- You'll approve a proof or colour sample in writing, by email or signature, before anything is printed or cut.

**Before the wrap goes on**
- The shop should inspect and photograph your paint and note any chips, scratches or dents on a job sheet that you sign. That protects both of you if there's a disagreement later.
- If any panel has been resprayed recently, the paint must be at least 30 days old before film can go over it.

**What can and can't be covered**
- Body panels can take any film, so a full matte black wrap is fine.
- Lights, indicators and number plates are never covered.
- The windscreen stays clear apart from an optional top strip no deeper than 10 cm.
- Front side windows can't take any printed, tinted or perforated film.
- The rear side windows and rear window can take perforated film, as long as the car has two exterior mirrors.

**The vehicle registry**
Because the wrap changes the car's main colour, you need to let the vehicle registry know. You have 30 days after the wrap to do it, and the shop should remind you of this in writing on the invoice.

**Practical tips**
Book the car in for a proper wash a day or two before the appointment and remove any old stickers or badges you don't want wrapped over. Expect a full colour change to take the shop two to four working days, depending on the car. If you plan to sell the car later, keep the job sheet and invoice with the car's papers.

Happy to help you compare wrap shops on the marketplace if you like!"""

LONG_18 = """I'm sorry, that's a worrying thing to find. Sunken, discoloured cappings and brown material that stretches into a rope when you pull a matchstick out of the cell are the classic field signs of American foulbrood (AFB). I can't diagnose it from a description, but it's exactly the kind of situation the rules treat as a suspicion, so here is what to do now:

1. **Report it within 24 hours.** AFB is a notifiable disease. Call the State Apiary Officer on 555-0175 and describe what you saw. Reporting within 24 hours of suspecting it is a legal duty, not a choice, even if you're hoping it turns out to be something else.

2. **Keep everything on site.** Until an inspector has visited, don't move any hives, frames, honey or equipment off the site. That includes swapping frames between this hive and any other apiary you have.

3. **Don't feed honey from the site to bees.** AFB spores survive in honey, so none of it should go back to bees, yours or anyone else's.

4. **Don't sell or give anything away from the site.** No honey, no bees, no equipment, until the inspector says otherwise.

5. **Don't reach for antibiotics.** Treating AFB with antibiotics is prohibited. It can mask the symptoms while the spores keep spreading.

6. **What happens next.** The inspector will look at the brood and may take a sample. If AFB is confirmed, the colony is destroyed by burning under the inspector's direction. That's hard to hear, but it's how the disease is kept from reaching other apiaries.

**While you wait**
- Close the hive up gently and narrow the entrance so that robber bees from other colonies can't get in and carry contaminated honey home.
- Wash your hive tool, gloves and suit before you go near any other colony, and work the suspect hive last if you must open anything.
- Write down which hives you've opened recently and where any frames or equipment came from; the inspector will ask.
- Don't shake bees or split colonies at this site for now.

Let me know if you'd like help finding the inspection checklist or the Association's support contacts."""

S11 = dict(sid="bp-11", aid="tradeshop-helper", ctx=CTXT, at="2026-03-02T10:00:00Z", turns=[
  ("I'm getting a 2 m by 0.8 m aluminium sign above my café door. It's not lit. Do I need a permit?",
   "Yes. It's 1.6 m², which is over the 1 m² limit for permit-free signs, so you need a permit from the municipal planning office before it goes up, even though it isn't lit. The fee is $75 and the office decides within 20 business days.",
   "Yes: a permanent exterior sign over 1 m² needs a permit before installation ($75, decision within 20 business days).",
   C, W+"Sign Permits", "numeric", "1.6 m² is over the 1 m² threshold, and the fee and decision time are correct.", None),
  ("The sign shop says they can install it next week and we'll sort out the permit afterwards. Fine?",
   "That's pretty common. As long as you get the application in within a few weeks of installation, nobody will chase you.",
   "No: a sign that needs a permit must not be installed before the permit is issued.",
   N, W+"Sign Permits", "time_window", "The rule forbids installing before the permit is issued, and the answer endorses installing first.", None),
  ("Can't the sign shop just apply for the permit for me? I'm swamped.",
   "Unfortunately not. The application has to come from you as the business or from the property owner; sign makers can't file it for their customers.",
   "Yes: the sign maker can apply on your behalf with your written authorisation.",
   N, W+"Sign Permits", "negation", "The rule lets the sign maker apply with written authorisation, which the answer denies.", None),
  ("They also want 70% up front as a deposit. Is that normal?",
   "That's more than they should ask. Under the Guild standards the deposit before production can be at most 50% of the quoted price, so you can ask them to bring it down.",
   "No: the deposit before production is at most 50% of the quoted price.",
   C, W+"Quotes, Proofs and Deposits", "numeric", "The answer correctly states the 50% deposit cap and flags 70% as too high.", None),
])

S12 = dict(sid="bp-12", aid="tradeshop-helper", ctx=CTXT, at="2026-03-02T14:30:00Z", turns=[
  ("I want a full colour-change wrap on my car, from white to matte black. Anything I should know, legally and practically?",
   LONG_12,
   "The same practical overview, but the colour change must be reported to the vehicle registry within 14 days of the wrap.",
   N, W+"Vehicle Colour Changes and Official Markings", "long_answer", "One sentence in the long answer gives 30 days to notify the registry, while the rule requires 14 days.", None),
  ("The shop says I can drive it home the same afternoon they finish. Sound right?",
   "Not quite. After installation the car should stay indoors for at least 24 hours so the film can settle, so plan to collect it the next day. And hold off washing it for the first 7 days.",
   "No: the vehicle stays indoors for at least 24 hours after installation; no washing for 7 days.",
   C, W+"Paint Condition and Aftercare", "time_window", "The 24-hour indoor period and 7-day no-wash advice match the rule.", None),
  ("What warranty should I expect on a cast vinyl wrap?",
   "For cast vinyl the minimum is 2 years against peeling, cracking and fading, and some shops offer more.",
   "At least 5 years for a cast vinyl vehicle wrap.",
   N, W+"Warranty", "numeric", "The minimum warranty for a cast vinyl wrap is 5 years; 2 years is the calendered vinyl figure.", None),
  ("They say the warranty only counts if I sign up to their $40-a-month wash plan. Is that allowed?",
   "Shops are free to set their own warranty terms, so if the wash plan is written into the contract you'll need to keep it up to stay covered.",
   "No: a shop must not make the warranty conditional on buying its own cleaning or maintenance service.",
   N, W+"Warranty", "modality", "The rule forbids tying the warranty to the shop's cleaning service, but the answer says the shop may do so.", None),
])

S13 = dict(sid="bp-13", aid="tradeshop-helper", ctx=CTXT, at="2026-03-09T12:00:00Z", turns=[
  ("I run a private security company. Can we get blue-and-yellow checks, police style, on our patrol cars? It scares off burglars.",
   "I can't help with that one. Wraps must not imitate emergency vehicle markings, and blue-and-yellow checks are exactly that; a shop can only apply them for the service itself, on its written order. A strong livery with your company name, logo and a bold contrasting colour can still be very visible without copying police designs.",
   "Decline: wraps must not imitate police or emergency markings, including blue-and-yellow checks.",
   C, W+"Vehicle Colour Changes and Official Markings", "refusal", "The refusal is required because the checks imitate emergency vehicle markings.", None),
  ("OK. What about a lit sign on our office that scrolls our phone number? The office is right across from a traffic light.",
   "A scrolling sign is fine as long as you dim it at night; it just has to stay under 300 cd/m² after 22:00.",
   "No scrolling, flashing or animated content within 50 m of a traffic signal; a static illuminated sign is possible (with a permit).",
   N, W+"Illuminated Signs", "multi_rule", "Across from a traffic light is within 50 m, where scrolling content is banned regardless of brightness.", None),
  ("Fine, static then. How bright can it be at 11 pm?",
   "Between 22:00 and 06:00 the cap is 300 cd/m². During the day, from 06:00 to 22:00, it can go up to 1,000 cd/m².",
   "At 23:00 the maximum is 300 cd/m².",
   C, W+"Illuminated Signs", "time_window", "23:00 falls in the 22:00 to 06:00 window with the 300 cd/m² cap, stated correctly.", None),
  ("Do I need a separate electrician to hook it up?",
   "Strictly speaking the connection should be done by a licensed electrician, but for a small sign like this the shop's installer usually just wires it in, so you can skip that.",
   "Yes: the electrical connection of an illuminated sign must be made by a licensed electrician.",
   N, W+"Illuminated Signs", "partial", "The answer first states the rule but then tells the customer to skip the required licensed electrician.", None),
])

S14 = dict(sid="bp-14", aid="tradeshop-helper", ctx=CTXT, at="2026-03-09T15:45:00Z", turns=[
  ("Could I hang a 'Grand Opening' banner outside my shop for six weeks without a permit?",
   "Temporary banners are permit-free for up to 30 days. Six weeks is longer than that, so to stay permit-free, plan to take it down after 30 days.",
   "Temporary banners need no permit for up to 30 days; six weeks exceeds that.",
   C, W+"Sign Permits", "time_window", "Six weeks exceeds the 30-day permit-free period, as the answer says.", None),
  ("Random question: do you know when the Saturday farmers' market reopens?",
   "I don't, sorry! The market's own page should have the spring dates.",
   "A polite pointer elsewhere.",
   I, None, "out_of_scope", "The farmers' market is not covered by any corpus document.", None),
  ("My sign shop emailed a proof, I approved it, and I missed a typo. Now the signs are printed with it. Who pays for the reprint?",
   "Unfortunately, as the typo was already in the proof you approved in writing, the reprint is on you. If the mistake had crept in after your approval, the shop would cover it.",
   "The customer pays for errors that were in the approved proof; the shop pays for errors not in it.",
   C, W+"Quotes, Proofs and Deposits", "paraphrase", "The answer restates the reprint-cost rule in other words and applies it correctly.", None),
  ("For my gym's sign, can they just use the Nike swoosh? Everyone knows it.",
   "Famous logos like that are generally fine on small local signs, so I'm sure they can add it.",
   "No: a shop must not reproduce a trademark the customer does not own or is not authorised to use.",
   N, W+"Quotes, Proofs and Deposits", "plain", "The answer approves reproducing a trademark the customer does not own, which the rule forbids.", None),
])

S15 = dict(sid="bp-15", aid="tradeshop-helper", ctx=CTXT, at="2026-03-09T19:05:00Z", turns=[
  ("There's a swarm of bees hanging off a branch in my apple tree, about 2 m up. Who do I call and what will it cost?",
   "Call the Association swarm line on 555-0199. A swarm on a branch up to 3 m high is collected free of charge. Until the collector gets there, keep people and pets at least 5 m away.",
   "Call 555-0199; a swarm on a branch up to 3 m is collected free; keep people and pets 5 m away.",
   C, B+"Swarm Collection", "multi_rule", "The number, the free charge for a swarm under 3 m and the 5 m advice all match the rules.", None),
  ("It's just gone 9 pm. When will they call me back?",
   "The swarm line returns calls between 08:00 and 20:00, so as it's after 20:00 you'll hear back from 08:00 tomorrow morning.",
   "Calls after 20:00 are returned from 08:00 the next day.",
   C, B+"Swarm Collection", "time_window", "A 21:00 call falls after 20:00 and is returned from 08:00 next day, as stated.", None),
  ("Should I hose them down to calm them so they don't fly off overnight?",
   "A gentle mist from the hose is an old beekeeper's trick: it keeps a swarm clustered and less likely to take off, so go for it.",
   "No: do not spray the swarm with water or insecticide; keep your distance.",
   N, B+"Advice to the Public About Swarms", "paraphrase", "Recommending a 'gentle mist' is spraying the swarm with water, which the advice forbids.", None),
  ("Will the collector kill them?",
   "Usually not. Most swarms get rehomed, though if a swarm is in an awkward spot a collector may spray a quick knock-down insecticide first.",
   "No: collectors never use insecticide on a swarm and never kill bees.",
   N, B+"Swarm Collection", "partial", "Collectors never use insecticide or kill bees, contrary to the answer's second sentence.", None),
])

S16 = dict(sid="bp-16", aid="tradeshop-helper", ctx=CTXT, at="2026-03-16T13:00:00Z", turns=[
  ("I'm thinking of starting with 2 hives this spring. Do I need to register, and what does it cost?",
   "Yes. Everyone who keeps bees has to register with the State Apiary Register, even for one hive, within 30 days of getting the bees. For 1 to 5 hives it's free, and you renew each year by 31 March.",
   "Registration within 30 days is required; free for 1 to 5 hives; renew by 31 March.",
   C, B+"Hive Registration", "numeric", "The 30-day deadline, free fee for 2 hives and 31 March renewal are correct.", 0.3),
  ("Can I order a nuc by post from a supplier up north?",
   "Nucs can't be posted. You'd collect it in person, or the seller can bring it in their own vehicle. Queens are the only bees that can go by post or courier.",
   "No: nucs are collected in person or delivered in the seller's own vehicle; only queens may be posted.",
   C, B+"Selling Live Bees", "plain", "The answer matches the rule that nucs are never posted.", 0.2),
  ("When can I get one? It's mid-March now.",
   "Nucs are sold all year round, so you could pick one up this week.",
   "Packages and nucs are sold only from 15 April to 15 July, so not before mid-April.",
   N, B+"Selling Live Bees", "time_window", "Nucs may only be sold between 15 April and 15 July, so a mid-March purchase is not allowed.", 0.3),
  ("I'm not registered yet. Will a supplier turn me away?",
   "They'll ask for your registration number, but they can't refuse you just because you haven't registered yet. They should hand you the registration form and remind you that you have 30 days to register.",
   "No: a supplier must not refuse a sale only because the buyer isn't registered; it gives the form and reminds of the 30-day deadline.",
   C, B+"Selling Live Bees", "paraphrase", "The answer restates the no-refusal rule and the form and reminder duties correctly.", 0.2),
])

S17 = dict(sid="bp-17", aid="tradeshop-helper", ctx=CTXT, at="2026-03-16T16:40:00Z", turns=[
  ("I'm 17 and help my grandad with his hives. Can I buy oxalic acid strips for him from the shops you list?",
   "Oxalic acid products can only be sold to buyers aged 18 or over, so you won't be able to buy them yourself. Your grandad would need to buy them.",
   "No: oxalic acid products are sold only to buyers aged 18 or over.",
   C, B+"Varroa Treatments", "numeric", "A 17-year-old is below the 18+ limit and the answer refuses accordingly.", None),
  ("He wants to treat this weekend with the honey supers still on. The label doesn't say anything about supers. OK?",
   "Plenty of beekeepers treat with supers on and the honey's usually fine, so he can go ahead this weekend.",
   "No: without the label expressly permitting it, no treatment while honey supers are on; remove the supers first.",
   N, B+"Varroa Treatments", "modality", "The label does not expressly permit it, so treatment with supers on is forbidden, yet the answer permits it.", None),
  ("Someone on a forum says a homemade thymol and sugar paste at double strength works better. Should he try it?",
   "I'd steer clear of that. Only treatments registered for beehives should be used, at the dose on the label. Homemade mixes and double-strength doses aren't something I can recommend.",
   "No: only registered treatments at label dose; no home-made preparations or higher doses.",
   C, B+"Varroa Treatments", "refusal", "Declining to recommend a home-made, double-dose preparation is what the rule requires.", None),
  ("Thanks! Do you know what the weather's doing on Saturday?",
   "   ",
   "A short note that weather forecasts are outside the assistant's scope.",
   I, None, "empty_answer", "The answer is whitespace only.", None),
])

S18 = dict(sid="bp-18", aid="tradeshop-helper", ctx=CTXT, at="2026-03-16T18:20:00Z", turns=[
  ("I opened a hive today and the brood looks patchy with sunken cappings. When I poke a cell with a matchstick, brown goo stretches out like a rope. What should I do?",
   LONG_18,
   "Suspected AFB: report to the State Apiary Officer (555-0175) within 24 hours, move and sell nothing from the site, no feeding its honey, no antibiotics; infected colonies are burned under the inspector's direction.",
   C, B+"Notifiable Diseases", "long_answer", "Every step in the long answer matches the notifiable disease rules.", None),
  ("While I wait for the inspector, can I sell my spare empty boxes from that apiary at the weekend market? They've never had comb in them.",
   "If they've never held comb they're no disease risk, so selling them this weekend is fine.",
   "No: until the inspector has visited, nothing from the site may be sold or given away; second-hand boxes also need a 2-year AFB-free declaration and scorching or irradiation.",
   N, B+"Notifiable Diseases", "multi_rule", "Nothing from a suspect site may be sold before inspection, and the boxes also lack the required declaration and treatment.", None),
  ("My neighbour offered to sell me some old frames with drawn comb for $2 each. Is that allowed?",
   "No. Frames with used comb can never be sold, whatever the price. Used boxes and empty frames can be sold second-hand, but only with the seller's written declaration that the apiary has been AFB-free for the past 2 years, and after scorching or irradiation.",
   "No: used comb and frames with comb must never be sold.",
   C, B+"Second-Hand Equipment", "negation", "The answer correctly forbids selling frames with comb and states the conditions for other woodenware.", None),
  ("Also, there's a wasp nest under my deck. Can the swarm collectors take that too?",
   "Sure, the swarm volunteers deal with wasps as well. Ring 555-0199 and they'll arrange a visit.",
   "No: swarm collectors do not remove wasp, hornet or bumblebee nests; call a pest controller.",
   N, B+"Swarm Collection", "plain", "Collectors do not remove wasp nests, so promising a visit contradicts the rule.", None),
])
