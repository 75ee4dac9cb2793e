//
//  ObsDetailActivityBodyCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 12/9/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface ObsDetailActivityBodyCell : UITableViewCell

@property IBOutlet UITextView *bodyTextView;

@end
