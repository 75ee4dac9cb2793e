//
//  ObsFieldTextCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 10/8/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

/**
 * free text entry
 */
@interface ObsFieldLongTextValueCell : UITableViewCell

@property UILabel *fieldLabel;
@property UITextField *textField;

@end
