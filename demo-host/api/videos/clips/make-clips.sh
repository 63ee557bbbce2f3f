#!/bin/sh
# Makes the video backend's six demo clips once (issue 29); the results are committed, so neither CI nor
# the demo host ever needs ffmpeg. Run from anywhere, with Debian's ffmpeg (`apt-get install -y ffmpeg`):
#   sh demo-host/api/videos/clips/make-clips.sh
# Each clip is a generated test picture (lavfi `color` with a moving bar, `drawtext` for its name and a
# running clock) with a sine tone as sound, in two files: WebM (VP9/Opus) first, which Debian's Chromium
# plays, and MP4 (H.264/AAC) for browsers without VP9. Its posters are taken from the clip at the
# 'highlight-video' slot's sizes (1100 × 619 desktop, 430 × 242 mobile). The subtitles (clip-N.vtt) are
# written by hand beside them (German WebVTT). All files together stay under 3 MB.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

# number|seconds|background|tone (Hz)|name shown in the picture
while IFS='|' read -r n seconds colour tone name; do
  [ -n "$n" ] || continue
  picture="color=c=${colour}:s=640x360:r=25:d=${seconds},
drawbox=x='mod(t*120,640)-80':y=250:w=80:h=40:color=white@0.8:t=fill,
drawtext=fontfile=${FONT}:text='${name}':fontcolor=white:fontsize=40:x=(w-text_w)/2:y=110,
drawtext=fontfile=${FONT}:text='Demo-Clip ${n} · %{pts\:hms}':fontcolor=white:fontsize=24:x=(w-text_w)/2:y=180"
  sound="sine=frequency=${tone}:sample_rate=48000:duration=${seconds}"
  ffmpeg -nostdin -loglevel error -y -f lavfi -i "$picture" -f lavfi -i "$sound" \
    -c:v libvpx-vp9 -b:v 0 -crf 50 -row-mt 1 -deadline good -cpu-used 4 -g 50 -pix_fmt yuv420p \
    -c:a libopus -b:a 24k -ac 1 -shortest "clip-${n}.webm"
  ffmpeg -nostdin -loglevel error -y -f lavfi -i "$picture" -f lavfi -i "$sound" \
    -c:v libx264 -profile:v main -crf 32 -preset slow -g 50 -pix_fmt yuv420p -movflags +faststart \
    -c:a aac -b:a 32k -ac 1 -shortest "clip-${n}.mp4"
  ffmpeg -nostdin -loglevel error -y -ss 1 -i "clip-${n}.mp4" -frames:v 1 -vf scale=1100:619 -q:v 6 "clip-${n}-1100.jpg"
  ffmpeg -nostdin -loglevel error -y -ss 1 -i "clip-${n}.mp4" -frames:v 1 -vf scale=430:242 -q:v 6 "clip-${n}-430.jpg"
done <<'CLIPS'
1|12|0x8a1020|330|Testfahrt
2|9|0x1f4e79|392|Kurvenfahrt
3|15|0x2e5d32|440|Stellplatz am See
4|8|0x5d4037|494|Werkstatt-Tipp
5|11|0x37474f|523|Im Windkanal
6|13|0x6a1b9a|587|Ausfahrt im Herbst
CLIPS
ls -l
