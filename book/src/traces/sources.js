var StepperSources = {
  "bitmask": {
    "file": "src/variants/bitmask.rs",
    "lines": [
      [
        162,
        "    /// post: `public static boolean solve(int rc)`."
      ],
      [
        163,
        "    fn solve(&mut self, mut rc: usize) -> bool {"
      ],
      [
        165,
        "        // 넣을 위치 찾기: skip filled cells."
      ],
      [
        166,
        "        while rc < 81 && self.map[rc / 9][rc % 9] != 0 {"
      ],
      [
        167,
        "            rc += 1;"
      ],
      [
        168,
        "        }"
      ],
      [
        169,
        "        if rc >= 81 {"
      ],
      [
        170,
        "            return true;"
      ],
      [
        171,
        "        }"
      ],
      [
        172,
        "        let r = rc / 9;"
      ],
      [
        173,
        "        let c = rc % 9;"
      ],
      [
        174,
        "        for i in 1..10u8 {"
      ],
      [
        177,
        "            // 넣을 수 없는 상황이면 다음걸로"
      ],
      [
        178,
        "            if (self.rowbit[r] & 1 << i) > 0"
      ],
      [
        179,
        "                || (self.colbit[c] & 1 << i) > 0"
      ],
      [
        180,
        "                || (self.mapbit[getidx(r, c)] & 1 << i) > 0"
      ],
      [
        181,
        "            {"
      ],
      [
        182,
        "                continue;"
      ],
      [
        183,
        "            }"
      ],
      [
        187,
        "            // 넣기"
      ],
      [
        188,
        "            self.map[r][c] = i;"
      ],
      [
        189,
        "            self.rowbit[r] |= 1 << i;"
      ],
      [
        190,
        "            self.colbit[c] |= 1 << i;"
      ],
      [
        191,
        "            self.mapbit[getidx(r, c)] |= 1 << i;"
      ],
      [
        193,
        "            if self.solve(rc + 1) {"
      ],
      [
        194,
        "                return true;"
      ],
      [
        195,
        "            }"
      ],
      [
        196,
        "            // 통과 못했으면, 원위치"
      ],
      [
        197,
        "            self.map[r][c] = 0;"
      ],
      [
        198,
        "            self.rowbit[r] ^= 1 << i;"
      ],
      [
        199,
        "            self.colbit[c] ^= 1 << i;"
      ],
      [
        200,
        "            self.mapbit[getidx(r, c)] ^= 1 << i;"
      ],
      [
        203,
        "        }"
      ],
      [
        204,
        "        false // 아무것도 못넣으면 불가능"
      ],
      [
        205,
        "    }"
      ]
    ],
    "place": [
      187,
      191
    ],
    "test": [
      178,
      181
    ],
    "undo": [
      196,
      200
    ]
  },
  "check-arrays": {
    "file": "src/variants/check_arrays.rs",
    "lines": [
      [
        164,
        "    /// post: `def go(z)`. `Break` stands for `exit(0)` (or the budget"
      ],
      [
        165,
        "    /// running out)."
      ],
      [
        166,
        "    fn go(&mut self, z: usize) -> ControlFlow<()> {"
      ],
      [
        168,
        "        if z == 81 {"
      ],
      [
        169,
        "            return ControlFlow::Break(()); // post: print the board, exit(0)"
      ],
      [
        170,
        "        }"
      ],
      [
        171,
        "        let x = z / 9;"
      ],
      [
        172,
        "        let y = z % 9;"
      ],
      [
        173,
        "        if self.a[x][y] != 0 {"
      ],
      [
        174,
        "            return self.go(z + 1); // 0이 아니면 다음 칸으로"
      ],
      [
        175,
        "        }"
      ],
      [
        176,
        "        for i in 1..10 {"
      ],
      [
        177,
        "            // 1 ~ 9의 값을 넣어봄"
      ],
      [
        180,
        "            if !self.c[x][i] && !self.c2[y][i] && !self.c3[square(x, y)][i] {"
      ],
      [
        184,
        "                self.c[x][i] = true;"
      ],
      [
        185,
        "                self.c2[y][i] = true;"
      ],
      [
        186,
        "                self.c3[square(x, y)][i] = true;"
      ],
      [
        187,
        "                self.a[x][y] = i as u8; // 값을 넣고"
      ],
      [
        189,
        "                self.go(z + 1)?; // post: if (go(z+1)): return True"
      ],
      [
        190,
        "                self.a[x][y] = 0; // 빈칸으로 바꾸고"
      ],
      [
        191,
        "                self.c[x][i] = false;"
      ],
      [
        192,
        "                self.c2[y][i] = false;"
      ],
      [
        193,
        "                self.c3[square(x, y)][i] = false;"
      ],
      [
        196,
        "            }"
      ],
      [
        197,
        "        }"
      ],
      [
        198,
        "        ControlFlow::Continue(()) // post: return False"
      ],
      [
        199,
        "    }"
      ]
    ],
    "place": [
      184,
      187
    ],
    "test": [
      180,
      180
    ],
    "undo": [
      190,
      193
    ]
  },
  "empty-list": {
    "file": "src/variants/empty_list.rs",
    "lines": [
      [
        150,
        "    /// post: `static boolean sudoku(int count)`."
      ],
      [
        151,
        "    fn sudoku(&mut self, count: usize) -> bool {"
      ],
      [
        153,
        "        if count == self.empty_spots.len() {"
      ],
      [
        154,
        "            return true; // 종료조건: every blank is filled"
      ],
      [
        155,
        "        }"
      ],
      [
        156,
        "        let [n, m] = self.empty_spots[count]; // 다음 빈칸의 위치"
      ],
      [
        157,
        "        for i in 1..10 {"
      ],
      [
        161,
        "            if is_promising(&self.matrix, n, m, i) {"
      ],
      [
        165,
        "                self.matrix[n][m] = i;"
      ],
      [
        167,
        "                if self.sudoku(count + 1) {"
      ],
      [
        168,
        "                    return true;"
      ],
      [
        169,
        "                } else {"
      ],
      [
        170,
        "                    self.matrix[n][m] = 0; // 해당 칸 초기화"
      ],
      [
        173,
        "                }"
      ],
      [
        174,
        "            }"
      ],
      [
        175,
        "        }"
      ],
      [
        176,
        "        false"
      ],
      [
        177,
        "    }"
      ]
    ],
    "place": [
      165,
      165
    ],
    "test": [
      161,
      161
    ],
    "undo": [
      170,
      170
    ]
  },
  "full-scan": {
    "file": "src/variants/full_scan.rs",
    "lines": [
      [
        138,
        "    /// post: `dfs(int row, int col)`. `Break` stands for `System.exit(0)`"
      ],
      [
        139,
        "    /// (or the budget running out)."
      ],
      [
        140,
        "    fn dfs(&mut self, row: usize, col: usize) -> ControlFlow<()> {"
      ],
      [
        142,
        "        // 한 줄이 다 체크되면 다음 줄로 이동: end of a row, go to the next."
      ],
      [
        143,
        "        if col == 9 {"
      ],
      [
        144,
        "            return self.dfs(row + 1, 0);"
      ],
      [
        145,
        "        }"
      ],
      [
        146,
        "        // 모든 줄이 다 체크됐으면 출력: every row done, the board is solved."
      ],
      [
        147,
        "        if row == 9 {"
      ],
      [
        148,
        "            return ControlFlow::Break(()); // post: println(sb); System.exit(0);"
      ],
      [
        149,
        "        }"
      ],
      [
        150,
        "        // 빈 칸이면 1부터 9까지: a blank, try 1..9."
      ],
      [
        151,
        "        if self.arr[row][col] == 0 {"
      ],
      [
        152,
        "            for i in 1..10 {"
      ],
      [
        156,
        "                if self.possibility(row, col, i) {"
      ],
      [
        160,
        "                    self.arr[row][col] = i;"
      ],
      [
        162,
        "                    self.dfs(row, col + 1)?;"
      ],
      [
        163,
        "                    // The post leaves `i` in the cell here; the next digit"
      ],
      [
        164,
        "                    // overwrites it, or the line after the loop clears it."
      ],
      [
        167,
        "                }"
      ],
      [
        168,
        "            }"
      ],
      [
        169,
        "            self.arr[row][col] = 0;"
      ],
      [
        170,
        "            return ControlFlow::Continue(());"
      ],
      [
        171,
        "        }"
      ],
      [
        172,
        "        // 0이 아니면 다음 칸: a given, go to the next cell."
      ],
      [
        173,
        "        self.dfs(row, col + 1)"
      ],
      [
        174,
        "    }"
      ]
    ],
    "place": [
      160,
      160
    ],
    "test": [
      156,
      156
    ],
    "undo": [
      163,
      164
    ]
  },
  "hole-array": {
    "file": "src/variants/hole_array.rs",
    "lines": [
      [
        192,
        "    /// post: `void fillBoard(int idx)`."
      ],
      [
        193,
        "    fn fill_board(&mut self, idx: usize) {"
      ],
      [
        195,
        "        // 기저 사례: 빈칸이 모두 채워진 경우"
      ],
      [
        196,
        "        if idx == self.h_idx {"
      ],
      [
        197,
        "            self.finish_flag = true;"
      ],
      [
        198,
        "            return;"
      ],
      [
        199,
        "        }"
      ],
      [
        200,
        "        let nowy = self.hole[idx].0 as usize;"
      ],
      [
        201,
        "        let nowx = self.hole[idx].1 as usize;"
      ],
      [
        202,
        "        for i in 1..10 {"
      ],
      [
        203,
        "            // 행, 열, 박스 모두 없는 숫자인 경우 빈칸에 추가한다."
      ],
      [
        204,
        "            // post: `!checkRow[nowy][i] && !checkCol[nowx][i] && !checkSeq[…][i]`;"
      ],
      [
        205,
        "            // `&` for `&&`: see the module doc."
      ],
      [
        208,
        "            if !self.check_row[nowy][i] & !self.check_col[nowx][i] & !self.check_seq[cell(nowy, nowx)][i] {"
      ],
      [
        213,
        "                self.check_row[nowy][i] = true;"
      ],
      [
        214,
        "                self.check_col[nowx][i] = true;"
      ],
      [
        215,
        "                self.check_seq[cell(nowy, nowx)][i] = true;"
      ],
      [
        216,
        "                self.board[nowy][nowx] = i as u8;"
      ],
      [
        218,
        "                self.fill_board(idx + 1);"
      ],
      [
        219,
        "                // 모두 찾았다면 함수를 나간다."
      ],
      [
        220,
        "                if self.finish_flag {"
      ],
      [
        221,
        "                    return;"
      ],
      [
        222,
        "                }"
      ],
      [
        223,
        "                // 아닌 경우 다시 빈칸으로 만든다."
      ],
      [
        224,
        "                self.board[nowy][nowx] = 0;"
      ],
      [
        225,
        "                self.check_row[nowy][i] = false;"
      ],
      [
        226,
        "                self.check_col[nowx][i] = false;"
      ],
      [
        227,
        "                self.check_seq[cell(nowy, nowx)][i] = false;"
      ],
      [
        230,
        "            }"
      ],
      [
        231,
        "        }"
      ],
      [
        232,
        "    }"
      ]
    ],
    "place": [
      213,
      216
    ],
    "test": [
      208,
      208
    ],
    "undo": [
      223,
      227
    ]
  }
};
