const fontkit = require('@pdf-lib/fontkit'); const fs = require('fs');
const { PDFDocument } = require('pdf-lib');
const data = fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const font = fontkit.create(data);
const shared = { create: () => font };
(async () => {
  for (const text of [process.argv[2], 'Policy']) {
    const doc = await PDFDocument.create(); doc.registerFontkit(shared);
    const f = await doc.embedFont(data, { subset: true });
    doc.addPage().drawText(text, { font: f, x: 10, y: 10 });
    await doc.save();
    const e = f.embedder;
    console.log(JSON.stringify(text), e.glyphs.map((g) => g && `${g.id}:${g.codePoints}`).join(' '));
  }
})();
