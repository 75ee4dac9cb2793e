//
//  ObsDetailNotesCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/10/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailNotesCell : UITableViewCell

@property IBOutlet UILabel *notesLabel;
@property IBOutlet UITextView *notesTextView;

@end
